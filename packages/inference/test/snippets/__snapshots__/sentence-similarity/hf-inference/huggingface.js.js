import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient("hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx");

const output = await client.sentenceSimilarity({
  model: "sentence-transformers/all-mpnet-base-v2",
  inputs: {
    source_sentence: "That is a happy person",
    sentences: ["That is a happy dog", "That is a very happy person", "Today is a sunny day"],
  },
  provider: "hf-inference",
});

console.log(output);
