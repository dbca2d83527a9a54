curl https://router.huggingface.co/hf-inference/models/hustvl/yolos-tiny \
    -X POST \
    -H 'Authorization: Bearer hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' \
    -H 'Content-Type: image/jpeg' \
    --data-binary @"cats.jpg"