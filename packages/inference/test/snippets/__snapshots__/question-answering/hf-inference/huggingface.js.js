import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient("hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx");

const output = await client.questionAnswering({
  model: "distilbert/distilbert-base-cased-distilled-squad",
  inputs: {
    question: "What is my name?",
    context: "My name is Clara and I live in Berkeley.",
  },
  provider: "hf-inference",
});

console.log(output);
