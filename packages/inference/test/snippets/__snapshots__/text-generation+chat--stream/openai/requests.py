import os
import json
import requests

API_URL = "https://api.openai.com/v1/chat/completions"
headers = {
    "Authorization": f"Bearer {os.environ['OPENAI_API_KEY']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload, stream=True)
    for line in response.iter_lines():
        if not line.startswith(b"data:"):
            continue
        if line.strip() == b"data: [DONE]":
            return
        yield json.loads(line.decode("utf-8").removeprefix("data:"))

chunks = query({
    "messages": [
        {
            "role": "user",
            "content": "What is the capital of France?"
        }
    ],
    "max_tokens": 512,
    "model": "openai-id/meta-llama/Llama-3.1-8B-Instruct",
    "stream": True,
})

for chunk in chunks:
    for choice in chunk["choices"]:
        print(choice["delta"].get("content") or "", end="")