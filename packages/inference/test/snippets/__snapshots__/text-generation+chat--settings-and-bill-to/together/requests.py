import os
import requests

API_URL = "https://router.huggingface.co/together/v1/chat/completions"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "X-HF-Bill-To": "my-org"
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.json()

response = query({
    "messages": [
        {
            "role": "user",
            "content": "What is the capital of France?"
        }
    ],
    "temperature": 0.5,
    "max_tokens": 1024,
    "top_p": 0.7,
    "model": "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo"
})

print(response["choices"][0]["message"])