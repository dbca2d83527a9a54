async function query(data) {
  const response = await fetch("https://router.huggingface.co/nebius/v1/images/generations", {
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
  response_format: "b64_json",
  prompt: '"Astronaut riding a horse"',
  model: "nebius-id/stabilityai/stable-diffusion-3-medium-diffusers",
}).then((response) => {
  // Use image
});
