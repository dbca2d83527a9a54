from openai import OpenAI

client = OpenAI(
    base_url="https://router.huggingface.co/together/v1",
    api_key="hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    default_headers={
        "X-HF-Bill-To": "my-org"
    }
)

completion = client.chat.completions.create(
    model="meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
    messages=[
        {
            "role": "user",
            "content": "What is the capital of France?"
        }
    ],
    temperature=0.5,
    max_tokens=1024,
    top_p=0.7,
)

print(completion.choices[0].message)