import fal_client

result = fal_client.subscribe(
    "fal-ai/flux-lora",
    arguments={
        "prompt": "Astronaut riding a horse",
        "loras": [
            {
                "path": "https://huggingface.co/openfree/flux-chatgpt-ghibli-lora/resolve/main/ghibli-lora.safetensors",
                "scale": 1,
            },
        ],
    },
)
print(result)