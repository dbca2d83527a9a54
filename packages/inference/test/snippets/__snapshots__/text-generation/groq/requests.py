import os
import requests

API_URL = "https://router.huggingface.co/groq/openai/v1/chat/completions"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.json()

output = query({
    "model": "groq-id/ybelkada/opt-350m-lora",
    "messages": [
        {
            "role": "user",
            "content": "Can you please let us know more details about your "
        }
    ],
})