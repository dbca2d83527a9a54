curl https://router.huggingface.co/hf-inference/models/example-org/table-question-answering-model \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": {
            "query": "How many stars does the transformers repository have?",
            "table": {
                "Repository": [
                    "Transformers",
                    "Datasets",
                    "Tokenizers"
                ],
                "Stars": [
                    "36542",
                    "4512",
                    "3934"
                ],
                "Contributors": [
                    "651",
                    "77",
                    "34"
                ],
                "Programming language": [
                    "Python",
                    "Python",
                    "Rust, Python and NodeJS"
                ]
            }
        }
    }'