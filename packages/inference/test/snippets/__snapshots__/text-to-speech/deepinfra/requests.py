import os
import requests

API_URL = "https://router.huggingface.co/deepinfra/v1/openai/audio/speech"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.content

audio_bytes = query({
    "input": "The answer to the universe is 42",
    "model": "deepinfra-id/facebook/mms-tts-fra",
})
# You can access the audio with IPython.display for example
from IPython.display import Audio
Audio(audio_bytes)