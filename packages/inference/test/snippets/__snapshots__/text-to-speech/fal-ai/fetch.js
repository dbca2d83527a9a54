async function query(data) {
  const response = await fetch("https://router.huggingface.co/fal-ai/fal-ai-id/facebook/mms-tts-fra", {
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

query({ lyrics: "The answer to the universe is 42" }).then((response) => {
  // The audio file, as a Blob
});
