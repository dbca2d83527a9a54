import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

output = client.audio_to_audio("sample1.flac", model="example-org/audio-to-audio-model")