async function query(data) {
  const response = await fetch("https://router.huggingface.co/novita/v3/openai/chat/completions", {
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

query({
  inputs: "Can you please let us know more details about your ",
  model: "novita-id/ybelkada/opt-350m-lora",
}).then((response) => {
  console.log(JSON.stringify(response));
});
