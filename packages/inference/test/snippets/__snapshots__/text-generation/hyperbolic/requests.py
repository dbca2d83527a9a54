import requests

API_URL = "https://router.huggingface.co/hyperbolic/v1/chat/completions"
headers = {
    "Authorization": "Bearer hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.json()

output = query({
    "messages": [
        {
            "content": "Can you please let us know more details about your ",
            "role": "user"
        }
    ],
    "model": "hyperbolic-id/ybelkada/opt-350m-lora",
})