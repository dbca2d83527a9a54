import { OpenAI } from "openai";

const client = new OpenAI({
  baseURL: "https://router.huggingface.co/novita/v3/openai",
  apiKey: "hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
});

const stream = await client.chat.completions.create({
  model: "meta-llama/llama-3.1-8b-instruct",
  messages: [
    {
      role: "user",
      content: "What is the capital of France?",
    },
  ],
  max_tokens: 512,
  stream: true,
});

for await (const chunk of stream) {
  process.stdout.write(chunk.choices[0]?.delta?.content || "");
}
