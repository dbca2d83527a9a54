curl https://router.huggingface.co/together/v1/audio/transcriptions \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -F 'file=@"sample1.flac";filename="audio.flac";type=audio/flac' \
    --form-string 'model=together-id/openai/whisper-large-v3-turbo'