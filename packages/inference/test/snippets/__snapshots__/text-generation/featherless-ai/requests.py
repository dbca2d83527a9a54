import os
import requests

API_URL = "https://router.huggingface.co/featherless-ai/v1/completions"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.json()

output = query({
    "model": "featherless-ai-id/ybelkada/opt-350m-lora",
    "prompt": "Can you please let us know more details about your ",
})