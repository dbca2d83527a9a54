import os
import requests

API_URL = "https://router.huggingface.co/fal-ai/fal-ai-id/facebook/mms-tts-fra"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.json()

answer = query({
    "text": "The answer to the universe is 42",
})
audio_bytes = requests.get(answer["audio"]["url"]).content
# You can access the audio with IPython.display for example
from IPython.display import Audio
Audio(audio_bytes)