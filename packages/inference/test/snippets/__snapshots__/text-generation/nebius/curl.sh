curl https://router.huggingface.co/nebius/v1/completions \
    -X POST \
    -H 'Authorization: Bearer hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "Can you please let us know more details about your ",
        "model": "nebius-id/ybelkada/opt-350m-lora"
    }'