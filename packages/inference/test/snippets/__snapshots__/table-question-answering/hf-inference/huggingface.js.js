import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient("hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx");

const output = await client.tableQuestionAnswering({
  model: "example-org/table-question-answering-model",
  inputs: {
    query: "How many stars does the transformers repository have?",
    table: {
      Repository: ["Transformers", "Datasets", "Tokenizers"],
      Stars: ["36542", "4512", "3934"],
      Contributors: ["651", "77", "34"],
      "Programming language": ["Python", "Python", "Rust, Python and NodeJS"],
    },
  },
  provider: "hf-inference",
});

console.log(output);
