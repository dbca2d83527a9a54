import { OpenAI } from "openai";

const client = new OpenAI({
  baseURL: "https://router.huggingface.co/novita/v3/openai",
  apiKey: "hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
});

const chatCompletion = await client.chat.completions.create({
  model: "meta-llama/llama-3.1-8b-instruct",
  messages: [
    {
      role: "user",
      content: "What is the capital of France?",
    },
  ],
  max_tokens: 512,
});

console.log(chatCompletion.choices[0].message);
