curl https://router.huggingface.co/hf-inference/models/briaai/RMBG-1.4 \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: image/jpeg' \
    --data-binary @"cats.jpg"