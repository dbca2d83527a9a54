curl https://router.huggingface.co/together/v1/completions \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "together-id/ybelkada/opt-350m-lora",
        "inputs": "Can you please let us know more details about your ",
        "prompt": "Can you please let us know more details about your "
    }'