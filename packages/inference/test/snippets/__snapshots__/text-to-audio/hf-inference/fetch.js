async function query(data) {
  const response = await fetch("https://router.huggingface.co/hf-inference/models/facebook/musicgen-small", {
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

query({ inputs: "liquid drum and bass, atmospheric synths, airy sounds" }).then((response) => {
  // The audio file, as a Blob
});
