import os
import requests

API_URL = "https://router.huggingface.co/replicate/v1/models/replicate-id/facebook/mms-tts-fra/predictions"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Prefer": "wait"
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.json()

answer = query({
    "input": {
        "text": "The answer to the universe is 42"
    },
})
output = answer["output"]
audio_bytes = requests.get(output[0] if isinstance(output, list) else output).content
# You can access the audio with IPython.display for example
from IPython.display import Audio
Audio(audio_bytes)