from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key="hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
)

result = client.fill_mask(
    "The answer to the universe is [MASK].",
    model="distilbert/distilbert-base-uncased",
)