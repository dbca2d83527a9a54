import type { ChatCompletionInputMessage } from "../inference-types/index.js";
import type { PipelineType } from "../pipelines.js";
import type { ModelDataMinimal } from "./types.js";

/**
 * A task's sample input as snippets print it: literal source text (quotes included), or built from the
 * model record when the sample depends on it (fill-mask needs the model's own mask token).
 */
export type SampleInput = string | ((model: ModelDataMinimal) => string);

/** Shown when a task has no sample input. */
export const NO_SAMPLE_INPUT = "No input example has been defined for this model task.";

// Samples shared by several tasks: one file for every audio task, one picture for most vision tasks.
const AUDIO_FILE = `"sample1.flac"`;
const IMAGE_FILE = `"cats.jpg"`;
const CONTINUATION_PROMPT = `"Can you please let us know more details about your "`;
const FISH_MEASUREMENTS = `'{"Height":[11.52,12.48],"Length1":[23.2,24.0],"Length2":[25.4,26.3],"Species": ["Bream","Bream"]}'`;

/**
 * Tasks the router serves that are not pipeline tags of the 0.18 catalogue (hub records carry them since
 * 2025): they have sample inputs so that their inference snippets have something to send.
 */
export type NewerSampleTask = "image-text-to-image" | "image-text-to-video";

/** An image and what to do with it: the sample of the tasks that take both (image-to-image and later ones). */
function imageAndPrompt(prompt: string): string {
  return `{
    "image": "cat.png",
    "prompt": ${JSON.stringify(prompt)}
}`;
}

/**
 * The sample input of each task that has one, as printed into inference snippets. The multi-line samples
 * keep their indentation: snippets embed them as they are, and `noWrap` flattens them.
 * image-to-video and the image-text tasks have samples since the counterpart's later releases (0.18 had
 * none); they have the same structure as image-to-image's.
 */
export const SAMPLE_INPUTS: Readonly<Partial<Record<PipelineType | NewerSampleTask, SampleInput>>> = {
  "text-classification": `"I like you. I love you"`,
  "token-classification": `"My name is Sarah Jessica Parker but you can call me Jessica"`,
  "table-question-answering": `{
    "query": "How many stars does the transformers repository have?",
    "table": {
        "Repository": ["Transformers", "Datasets", "Tokenizers"],
        "Stars": ["36542", "4512", "3934"],
        "Contributors": ["651", "77", "34"],
        "Programming language": [
            "Python",
            "Python",
            "Rust, Python and NodeJS"
        ]
    }
}`,
  "question-answering": `{
    "question": "What is my name?",
    "context": "My name is Clara and I live in Berkeley."
}`,
  "zero-shot-classification": `"Hi, I recently bought a device from your company but it is not working as advertised and I would like to get reimbursed!"`,
  translation: `"Меня зовут Вольфганг и я живу в Берлине"`,
  summarization: `"The tower is 324 metres (1,063 ft) tall, about the same height as an 81-storey building, and the tallest structure in Paris. Its base is square, measuring 125 metres (410 ft) on each side. During its construction, the Eiffel Tower surpassed the Washington Monument to become the tallest man-made structure in the world, a title it held for 41 years until the Chrysler Building in New York City was finished in 1930. It was the first structure to reach a height of 300 metres. Due to the addition of a broadcasting aerial at the top of the tower in 1957, it is now taller than the Chrysler Building by 5.2 metres (17 ft). Excluding transmitters, the Eiffel Tower is the second tallest free-standing structure in France after the Millau Viaduct."`,
  "feature-extraction": `"Today is a sunny day and I will get some ice cream."`,
  "text-generation": CONTINUATION_PROMPT,
  "text2text-generation": `"The answer to the universe is"`,
  // The counterpart interpolates the token as is, so a record without one prints "undefined": kept for parity.
  "fill-mask": (model) => `"The answer to the universe is ${String(model.mask_token)}."`,
  "sentence-similarity": `{
    "source_sentence": "That is a happy person",
    "sentences": [
        "That is a happy dog",
        "That is a very happy person",
        "Today is a sunny day"
    ]
}`,
  "text-to-speech": `"The answer to the universe is 42"`,
  "text-to-audio": `"liquid drum and bass, atmospheric synths, airy sounds"`,
  "automatic-speech-recognition": AUDIO_FILE,
  "audio-to-audio": AUDIO_FILE,
  "audio-classification": AUDIO_FILE,
  "image-classification": IMAGE_FILE,
  "object-detection": IMAGE_FILE,
  "image-segmentation": IMAGE_FILE,
  "text-to-image": `"Astronaut riding a horse"`,
  "image-to-text": IMAGE_FILE,
  "image-to-image": imageAndPrompt("Turn the cat into a tiger."),
  "image-to-video": imageAndPrompt("The cat starts to dance"),
  "image-text-to-image": imageAndPrompt("Turn the cat into a tiger."),
  "image-text-to-video": imageAndPrompt("The cat starts to dance"),
  "tabular-classification": FISH_MEASUREMENTS,
  "tabular-regression": FISH_MEASUREMENTS,
  "text-to-video": `"A young man walking on the street"`,
  "image-text-to-text": CONTINUATION_PROMPT,
  "document-question-answering": `{
        "image": "cat.png",
        "question": "What is in this image?"
    }`,
  "zero-shot-image-classification": IMAGE_FILE,
};

/** The conversation a chat model's snippets send, for the tasks whose chat models take messages. */
export const CHAT_SAMPLE_INPUTS: Readonly<Partial<Record<PipelineType, readonly ChatCompletionInputMessage[]>>> = {
  "text-generation": [{ role: "user", content: "What is the capital of France?" }],
  "image-text-to-text": [
    {
      role: "user",
      content: [
        { type: "text", text: "Describe this image in one sentence." },
        {
          type: "image_url",
          image_url: {
            url: "https://cdn.britannica.com/61/93061-050-99147DCE/Statue-of-Liberty-Island-New-York-Bay.jpg",
          },
        },
      ],
    },
  ],
};
