import { OpenAI } from "openai";

const client = new OpenAI({
  baseURL: "https://router.huggingface.co/novita/v3/openai",
  apiKey: "hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
});

const stream = await client.chat.completions.create({
  model: "novita-id/meta-llama/Llama-3.2-11B-Vision-Instruct",
  messages: [
    {
      role: "user",
      content: [
        {
          type: "text",
          text: "Describe this image in one sentence.",
        },
        {
          type: "image_url",
          image_url: {
            url: "https://cdn.britannica.com/61/93061-050-99147DCE/Statue-of-Liberty-Island-New-York-Bay.jpg",
          },
        },
      ],
    },
  ],
  max_tokens: 512,
  stream: true,
});

for await (const chunk of stream) {
  process.stdout.write(chunk.choices[0]?.delta?.content || "");
}
