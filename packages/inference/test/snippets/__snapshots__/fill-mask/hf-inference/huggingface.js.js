import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient("hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx");

const output = await client.fillMask({
  model: "distilbert/distilbert-base-uncased",
  inputs: "The answer to the universe is [MASK].",
  provider: "hf-inference",
});

console.log(output);
