curl https://router.huggingface.co/novita/v3/openai/chat/completions \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "Can you please let us know more details about your ",
        "model": "novita-id/ybelkada/opt-350m-lora"
    }'