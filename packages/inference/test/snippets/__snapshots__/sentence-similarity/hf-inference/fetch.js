async function query(data) {
  const response = await fetch(
    "https://router.huggingface.co/hf-inference/pipeline/sentence-similarity/sentence-transformers/all-mpnet-base-v2",
    {
      headers: {
        Authorization: "Bearer hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        "Content-Type": "application/json",
      },
      method: "POST",
      body: JSON.stringify(data),
    },
  );
  const result = await response.json();
  return result;
}

query({
  inputs: {
    source_sentence: "That is a happy person",
    sentences: ["That is a happy dog", "That is a very happy person", "Today is a sunny day"],
  },
}).then((response) => {
  console.log(JSON.stringify(response));
});
