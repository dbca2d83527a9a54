import { OpenAI } from "openai";

const client = new OpenAI({
  baseURL: "https://api.openai.com/v1",
  apiKey: "<your openai API key>",
});

const chatCompletion = await client.chat.completions.create({
  model: "openai-id/meta-llama/Llama-3.1-8B-Instruct",
  messages: [
    {
      role: "user",
      content: "What is the capital of France?",
    },
  ],
  max_tokens: 512,
});

console.log(chatCompletion.choices[0].message);
