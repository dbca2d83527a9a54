curl https://router.huggingface.co/groq/openai/v1/chat/completions \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "messages": [
            {
                "role": "user",
                "content": "What is the capital of France?"
            }
        ],
        "max_tokens": 512,
        "model": "groq-id/meta-llama/Llama-3.1-8B-Instruct"
    }'