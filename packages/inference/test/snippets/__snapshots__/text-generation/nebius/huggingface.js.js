import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient("hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx");

const output = await client.textGeneration({
  model: "ybelkada/opt-350m-lora",
  inputs: "Can you please let us know more details about your ",
  provider: "nebius",
});

console.log(output);
