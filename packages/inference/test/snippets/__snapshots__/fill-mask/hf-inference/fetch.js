async function query(data) {
  const response = await fetch("https://router.huggingface.co/hf-inference/models/distilbert/distilbert-base-uncased", {
    headers: {
      Authorization: "Bearer hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
      "Content-Type": "application/json",
    },
    method: "POST",
    body: JSON.stringify(data),
  });
  const result = await response.json();
  return result;
}

query({ inputs: "The answer to the universe is [MASK]." }).then((response) => {
  console.log(JSON.stringify(response));
});
