async function query(data) {
  const response = await fetch("https://router.huggingface.co/together/v1/images/generations", {
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
  prompt: '"Astronaut riding a horse"',
  response_format: "base64",
  model: "together-id/stabilityai/stable-diffusion-3-medium-diffusers",
}).then((response) => {
  // Use image
});
