import type { ModelData } from "../model-data.js";
import { ownEntry } from "../own-entry.js";
import { js, jsBlock, lines, snippetTexts, trusted, type Code } from "./code.js";
import { SAMPLE_MEDIA } from "./media.js";
import { isConversational, modelId, pipelineTag, stringOrUndefined } from "./model-fields.js";
import { chatMessages, sampleObject, sampleText } from "./task-sample.js";

const INSTALL = js`// npm i @huggingface/transformers`;

const textCall = (model: ModelData): Code => js`const output = await pipe(${sampleText(model, "Hello, world!")});`;
const imageCall = (): Code => js`const output = await pipe(${SAMPLE_MEDIA.imageParrots});`;
const audioCall = (): Code => js`const output = await pipe(${SAMPLE_MEDIA.speech});`;

function questionAndContext(model: ModelData): [string, string] {
  const sample = sampleObject(model);
  return [
    stringOrUndefined(sample.question) ?? "What is my name?",
    stringOrUndefined(sample.context) ?? "My name is Clara and I live in Berkeley.",
  ];
}

/** The minimal call for each task transformers.js has a pipeline for. */
const PIPELINE_CALLS: Readonly<Record<string, (model: ModelData) => Code>> = {
  "audio-classification": audioCall,
  "automatic-speech-recognition": audioCall,
  "depth-estimation": imageCall,
  "document-question-answering": () =>
    js`const output = await pipe(${SAMPLE_MEDIA.document}, ${"What is the invoice number?"});`,
  "feature-extraction": (model) =>
    js`const output = await pipe(${sampleText(model, "Hello, world!")}, { pooling: "mean", normalize: true });`,
  "fill-mask": textCall,
  "image-classification": imageCall,
  "image-feature-extraction": imageCall,
  "image-segmentation": imageCall,
  "image-to-image": imageCall,
  "image-to-text": imageCall,
  "object-detection": imageCall,
  "question-answering": (model) => {
    const [question, context] = questionAndContext(model);
    return js`const output = await pipe(${question}, ${context});`;
  },
  summarization: textCall,
  "text-classification": textCall,
  "text-generation": (model) =>
    isConversational(model)
      ? js`
          const messages = ${jsBlock(chatMessages(model, "Who are you?"))};
          const output = await pipe(messages, { max_new_tokens: 128 });`
      : js`const output = await pipe(${sampleText(model, "Once upon a time,")}, { max_new_tokens: 128 });`,
  "text-to-audio": textCall,
  "text-to-speech": textCall,
  "text2text-generation": textCall,
  "token-classification": textCall,
  translation: textCall,
  "zero-shot-audio-classification": () =>
    js`const output = await pipe(${SAMPLE_MEDIA.speech}, ${["speech", "music", "noise"]});`,
  "zero-shot-classification": (model) =>
    js`const output = await pipe(${sampleText(model, "I love this movie!")}, ${["positive", "negative", "neutral"]});`,
  "zero-shot-image-classification": () =>
    js`const output = await pipe(${SAMPLE_MEDIA.image}, ${["animals", "humans", "landscape"]});`,
  "zero-shot-object-detection": () =>
    js`const output = await pipe(${SAMPLE_MEDIA.image}, ${["cat", "remote control", "couch"]});`,
};

function autoModelSnippet(id: string, note: Code): Code {
  return lines(
    INSTALL,
    note,
    js`
      import { AutoModel } from "@huggingface/transformers";

      const model = await AutoModel.from_pretrained(${id});`,
  );
}

/**
 * transformers.js: a pipeline for the model's task, called once with the task's sample input. Without
 * a pipeline tag the task is unknown; the model can still be loaded with `AutoModel`.
 */
export const transformersJS = (model: ModelData): string[] => {
  const id = modelId(model);
  const task = pipelineTag(model);
  if (task === undefined) {
    return snippetTexts(autoModelSnippet(id, js`// ⚠️ Unknown pipeline tag`));
  }
  const call = ownEntry(PIPELINE_CALLS, task);
  if (call === undefined) {
    return snippetTexts(
      autoModelSnippet(id, js`// transformers.js has no pipeline for this task: load the model directly`),
    );
  }
  // `task` is one of the table's own keys here, so it can be printed in the comment as it is.
  return snippetTexts(
    lines(
      INSTALL,
      js`
        import { pipeline } from "@huggingface/transformers";

        // Allocate a pipeline for ${trusted(task)}
        const pipe = await pipeline(${task}, ${id});

        ${call(model)}
        console.log(output);`,
    ),
  );
};
