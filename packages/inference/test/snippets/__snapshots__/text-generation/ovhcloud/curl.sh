curl https://router.huggingface.co/ovhcloud/v1/completions \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "ovhcloud-id/ybelkada/opt-350m-lora",
        "prompt": "Can you please let us know more details about your "
    }'