import os
import requests

API_URL = "https://router.huggingface.co/together/v1/completions"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.json()

output = query({
    "model": "together-id/ybelkada/opt-350m-lora",
    "inputs": "Can you please let us know more details about your ",
    "prompt": "Can you please let us know more details about your ",
})