async function query(data) {
  const response = await fetch(
    "https://router.huggingface.co/replicate/v1/models/replicate-id/facebook/mms-tts-fra/predictions",
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
    text: "The answer to the universe is 42",
  },
}).then((response) => {
  // The audio file, as a Blob
});
