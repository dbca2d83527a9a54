import { OpenAI } from "openai";

const client = new OpenAI({
  baseURL: "https://router.huggingface.co/together/v1",
  apiKey: "hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
  defaultHeaders: {
    "X-HF-Bill-To": "my-org",
  },
});

const chatCompletion = await client.chat.completions.create({
  model: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
  messages: [
    {
      role: "user",
      content: "What is the capital of France?",
    },
  ],
  temperature: 0.5,
  max_tokens: 1024,
  top_p: 0.7,
});

console.log(chatCompletion.choices[0].message);
