from openai import OpenAI

client = OpenAI(
    base_url="https://router.huggingface.co/novita/v3/openai",
    api_key="hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
)

completion = client.chat.completions.create(
    model="meta-llama/llama-3.1-8b-instruct",
    messages=[
        {
            "role": "user",
            "content": "What is the capital of France?"
        }
    ],
    max_tokens=512,
)

print(completion.choices[0].message)