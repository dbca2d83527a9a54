async function query(data) {
  const response = await fetch("https://router.huggingface.co/hf-inference/models/hustvl/yolos-tiny", {
    headers: {
      Authorization: "Bearer hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
      "Content-Type": "image/jpeg",
    },
    method: "POST",
    body: JSON.stringify(data),
  });
  const result = await response.json();
  return result;
}

query({ inputs: "cats.jpg" }).then((response) => {
  console.log(JSON.stringify(response));
});
