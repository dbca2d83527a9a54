import os
import base64
import requests

API_URL = "https://router.huggingface.co/hf-inference/models/impira/layoutlm-invoices"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    with open(payload["inputs"]["image"], "rb") as f:
        img = f.read()
        payload["inputs"]["image"] = base64.b64encode(img).decode("utf-8")
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.json()

output = query({
    "inputs": {
        "image": "cat.png",
        "question": "What is in this image?",
    },
})