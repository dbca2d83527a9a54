import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient("hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx");

const output = await client.featureExtraction({
  model: "BAAI/bge-small-en-v1.5",
  inputs: "Today is a sunny day and I will get some ice cream.",
  provider: "hf-inference",
});

console.log(output);
