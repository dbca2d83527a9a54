curl https://router.huggingface.co/hyperbolic/v1/chat/completions \
    -X POST \
    -H 'Authorization: Bearer hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' \
    -H 'Content-Type: application/json' \
    -d '{
        "messages": [
            {
                "content": "Can you please let us know more details about your ",
                "role": "user"
            }
        ],
        "model": "hyperbolic-id/ybelkada/opt-350m-lora"
    }'