async function query(data) {
  const response = await fetch("https://router.huggingface.co/hf-inference/models/ybelkada/opt-350m-lora", {
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

query({ inputs: "Can you please let us know more details about your " }).then((response) => {
  console.log(JSON.stringify(response));
});
