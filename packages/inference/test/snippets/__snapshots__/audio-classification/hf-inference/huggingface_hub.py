import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

output = client.audio_classification("sample1.flac", model="ehcalabres/wav2vec2-lg-xlsr-en-speech-emotion-recognition")