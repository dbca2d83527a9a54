from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key="hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
)

output = client.object_detection("cats.jpg", model="hustvl/yolos-tiny")