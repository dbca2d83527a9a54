import os
import requests

API_URL = "https://router.huggingface.co/deepinfra/v1/openai/embeddings"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.json()

output = query({
    "input": "Today is a sunny day and I will get some ice cream.",
    "model": "deepinfra-id/BAAI/bge-small-en-v1.5",
})