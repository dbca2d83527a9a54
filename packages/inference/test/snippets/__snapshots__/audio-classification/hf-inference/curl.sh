curl https://router.huggingface.co/hf-inference/models/ehcalabres/wav2vec2-lg-xlsr-en-speech-emotion-recognition \
    -X POST \
    -H 'Authorization: Bearer hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' \
    -H 'Content-Type: audio/flac' \
    --data-binary @"sample1.flac"