import fal_client

result = fal_client.subscribe(
    "fal-ai/stable-diffusion-v3-medium",
    arguments={
        "prompt": "Astronaut riding a horse",
    },
)
print(result)