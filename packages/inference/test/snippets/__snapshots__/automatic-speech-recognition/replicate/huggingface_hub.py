from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="replicate",
    api_key="hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
)

output = client.automatic_speech_recognition("sample1.flac", model="openai/whisper-large-v3-turbo")