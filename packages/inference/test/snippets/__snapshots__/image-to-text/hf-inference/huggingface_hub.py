from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key="hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
)

output = client.image_to_text("cats.jpg", model="nlpconnect/vit-gpt2-image-captioning")