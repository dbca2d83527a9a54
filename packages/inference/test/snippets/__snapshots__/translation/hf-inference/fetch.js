async function query(data) {
  const response = await fetch("https://router.huggingface.co/hf-inference/models/google-t5/t5-base", {
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

query({ inputs: "Меня зовут Вольфганг и я живу в Берлине" }).then((response) => {
  console.log(JSON.stringify(response));
});
