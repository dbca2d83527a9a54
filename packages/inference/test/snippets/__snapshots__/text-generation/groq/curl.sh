curl https://router.huggingface.co/groq/openai/v1/chat/completions \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "groq-id/ybelkada/opt-350m-lora",
        "messages": [
            {
                "role": "user",
                "content": "Can you please let us know more details about your "
            }
        ]
    }'