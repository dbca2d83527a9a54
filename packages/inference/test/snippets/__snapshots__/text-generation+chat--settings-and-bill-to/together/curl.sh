curl https://router.huggingface.co/together/v1/chat/completions \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -H 'X-HF-Bill-To: my-org' \
    -d '{
        "messages": [
            {
                "role": "user",
                "content": "What is the capital of France?"
            }
        ],
        "temperature": 0.5,
        "max_tokens": 1024,
        "top_p": 0.7,
        "model": "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo"
    }'