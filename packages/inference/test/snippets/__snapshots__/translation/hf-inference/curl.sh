curl https://router.huggingface.co/hf-inference/models/google-t5/t5-base \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "Меня зовут Вольфганг и я живу в Берлине"
    }'