curl https://router.huggingface.co/deepinfra/v1/openai/audio/transcriptions \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -F 'file=@"sample1.flac";filename="audio.flac";type=audio/flac' \
    --form-string 'model=deepinfra-id/openai/whisper-large-v3-turbo'