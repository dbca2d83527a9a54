import os
import requests

API_URL = "https://router.huggingface.co/hf-inference/models/example-org/audio-to-audio-model"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(filename):
    with open(filename, "rb") as f:
        data = f.read()
    response = requests.post(API_URL, headers={"Content-Type": "audio/flac", **headers}, data=data)
    return response.json()

output = query("sample1.flac")