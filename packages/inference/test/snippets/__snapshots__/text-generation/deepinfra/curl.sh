curl https://router.huggingface.co/deepinfra/v1/openai/completions \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "deepinfra-id/ybelkada/opt-350m-lora",
        "prompt": "Can you please let us know more details about your "
    }'