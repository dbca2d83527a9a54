async function query(data) {
  const response = await fetch("https://router.huggingface.co/hyperbolic/v1/chat/completions", {
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
  messages: [
    {
      content: "Can you please let us know more details about your ",
      role: "user",
    },
  ],
  model: "hyperbolic-id/ybelkada/opt-350m-lora",
}).then((response) => {
  console.log(JSON.stringify(response));
});
