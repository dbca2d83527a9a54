import os
import requests

API_URL = "https://router.huggingface.co/together/v1/audio/transcriptions"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(filename):
    with open(filename, "rb") as f:
        files = [
            ("file", ("audio.flac", f, "audio/flac")),
            ("model", (None, "together-id/openai/whisper-large-v3-turbo")),
        ]
        response = requests.post(API_URL, headers=headers, files=files)
    return response.json()

output = query("sample1.flac")