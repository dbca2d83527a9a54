curl https://router.huggingface.co/hf-inference/models/example-org/audio-to-audio-model \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: audio/flac' \
    --data-binary @"sample1.flac"