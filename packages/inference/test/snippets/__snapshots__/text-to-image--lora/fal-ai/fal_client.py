import fal_client

result = fal_client.subscribe(
    "fal-ai/flux-lora",
    arguments={
        "prompt": "Astronaut riding a horse",
    },
)
print(result)