async function query(data) {
  const response = await fetch(
    "https://router.huggingface.co/replicate/v1/models/stability-ai/stable-diffusion-3/predictions",
    {
      headers: {
        Authorization: "Bearer hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        Prefer: "wait",
        "Content-Type": "application/json",
      },
      method: "POST",
      body: JSON.stringify(data),
    },
  );
  const result = await response.blob();
  return result;
}

query({
  input: {
    prompt: '"Astronaut riding a horse"',
  },
}).then((response) => {
  // Use image
});
