import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient("hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx");

const output = await client.translation({
  model: "google-t5/t5-base",
  inputs: "Меня зовут Вольфганг и я живу в Берлине",
  provider: "hf-inference",
});

console.log(output);
