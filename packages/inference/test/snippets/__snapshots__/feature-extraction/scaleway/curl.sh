curl https://router.huggingface.co/scaleway/v1/embeddings \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "input": "Today is a sunny day and I will get some ice cream.",
        "model": "scaleway-id/BAAI/bge-small-en-v1.5"
    }'