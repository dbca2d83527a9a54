async function query(data) {
  const response = await fetch("https://router.huggingface.co/fal-ai/fal-ai/flux-lora", {
    headers: {
      Authorization: "Bearer hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
      "Content-Type": "application/json",
    },
    method: "POST",
    body: JSON.stringify(data),
  });
  const result = await response.blob();
  return result;
}

query({
  sync_mode: true,
  prompt: '"Astronaut riding a horse"',
  loras: [
    {
      path: "https://huggingface.co/openfree/flux-chatgpt-ghibli-lora/resolve/main/ghibli-lora.safetensors",
      scale: 1,
    },
  ],
}).then((response) => {
  // Use image
});
