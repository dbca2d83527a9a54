curl https://router.huggingface.co/hf-inference/models/nlpconnect/vit-gpt2-image-captioning \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: image/jpeg' \
    --data-binary @"cats.jpg"