curl https://router.huggingface.co/hf-inference/models/hustvl/yolos-tiny \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: image/jpeg' \
    --data-binary @"cats.jpg"