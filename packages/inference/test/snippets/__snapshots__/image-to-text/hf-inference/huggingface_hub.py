import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

output = client.image_to_text("cats.jpg", model="nlpconnect/vit-gpt2-image-captioning")