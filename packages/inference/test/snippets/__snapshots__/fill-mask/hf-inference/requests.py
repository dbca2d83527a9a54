import os
import requests

API_URL = "https://router.huggingface.co/hf-inference/models/distilbert/distilbert-base-uncased"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.json()

output = query({
    "inputs": "The answer to the universe is [MASK].",
})