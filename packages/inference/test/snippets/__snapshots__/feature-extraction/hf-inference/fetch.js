async function query(data) {
  const response = await fetch(
    "https://router.huggingface.co/hf-inference/pipeline/feature-extraction/BAAI/bge-small-en-v1.5",
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

query({ inputs: "Today is a sunny day and I will get some ice cream." }).then((response) => {
  console.log(JSON.stringify(response));
});
