import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="wavespeed",
    api_key=os.environ["HF_TOKEN"],
)

# output is the video's bytes
video = client.image_to_video(
    "cat.png",
    prompt="The cat starts to dance",
    model="example-org/image-to-video-model",
)

with open("video.mp4", "wb") as f:
    f.write(video)