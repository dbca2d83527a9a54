import os
import requests

API_URL = "https://router.huggingface.co/hf-inference/models/google-t5/t5-base"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.json()

output = query({
    "inputs": "Меня зовут Вольфганг и я живу в Берлине",
})