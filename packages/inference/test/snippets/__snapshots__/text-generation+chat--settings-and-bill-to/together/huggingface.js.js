import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient("hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx");

const chatCompletion = await client.chatCompletion(
  {
    provider: "together",
    model: "meta-llama/Llama-3.1-8B-Instruct",
    messages: [
      {
        role: "user",
        content: "What is the capital of France?",
      },
    ],
    temperature: 0.5,
    max_tokens: 1024,
    top_p: 0.7,
  },
  {
    billTo: "my-org",
  },
);

console.log(chatCompletion.choices[0].message);
