async function query(data) {
  const response = await fetch("https://router.huggingface.co/hf-inference/models/facebook/mms-tts-fra", {
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

query({ inputs: "The answer to the universe is 42" }).then((response) => {
  // The audio file, as a Blob
});
