/**
 * The call a person makes with InferenceClient for the request a snippet shows: the task method and its
 * arguments, built from the same sample input the snippet prints, with the sample file held as people hold
 * it: a Blob typed like the file (a browser, and the huggingface.js snippet), or in Node the Buffer
 * `fs.readFileSync` returns (3.8.1's README call). The suite runs it through the capture server to learn the
 * request the client sends, which each snippet's request must equal.
 */
import type { InferenceClient } from "../../../src/index.js";
import { getProviderHelper } from "../../../src/registry/registry.js";
import { DEFAULT_CHAT_MAX_TOKENS, sampleFile } from "../../../src/snippets/getInferenceSnippets.js";
import { sampleInput, sampleText, type Sample } from "../../../src/snippets/sample.js";
import { SHAPE_PARAMETERS, type SnippetPipeline } from "../../../src/snippets/shapes.js";
import type { RunCall, RunnableClient } from "./catalogue.js";
import { sampleFileBuffer, sampleFileType } from "./sandbox.js";

/** The InferenceClient methods the snippets stand for. */
type Method = {
  [K in keyof InferenceClient]: InferenceClient[K] extends (...args: never[]) => unknown ? K : never;
}[keyof InferenceClient];

/** The task method of each pipeline tag whose snippet is a plain call (the "basic", binary and image-with-prompt shapes). */
const METHOD_OF_PIPELINE: Readonly<Partial<Record<SnippetPipeline, Method>>> = {
  "audio-classification": "audioClassification",
  "audio-to-audio": "audioToAudio",
  "automatic-speech-recognition": "automaticSpeechRecognition",
  "feature-extraction": "featureExtraction",
  "fill-mask": "fillMask",
  "image-classification": "imageClassification",
  "image-segmentation": "imageSegmentation",
  "image-text-to-image": "imageTextToImage",
  "image-text-to-video": "imageTextToVideo",
  "image-to-text": "imageToText",
  "image-to-video": "imageToVideo",
  "object-detection": "objectDetection",
  "question-answering": "questionAnswering",
  "sentence-similarity": "sentenceSimilarity",
  summarization: "summarization",
  "table-question-answering": "tableQuestionAnswering",
  "tabular-classification": "tabularClassification",
  "tabular-regression": "tabularRegression",
  "text-classification": "textClassification",
  "text-generation": "textGeneration",
  "text2text-generation": "textGeneration",
  "text-to-audio": "textToAudio",
  "text-to-speech": "textToSpeech",
  "token-classification": "tokenClassification",
  translation: "translation",
};

export interface ExpectedCall {
  method: Method;
  args: Record<string, unknown>;
}

/** How the reference call holds the sample file. */
export type FileForm = "typed Blob" | "Buffer";

function sampleFileAs(name: string, form: FileForm): Blob | Buffer {
  const buffer = sampleFileBuffer(name);
  return form === "Buffer" ? buffer : new Blob([new Uint8Array(buffer)], { type: sampleFileType(name) });
}

/** The shapes whose request carries a file's bytes but not its type: the raw body, base64 inside JSON. */
const UNTYPED_FILE_SHAPES: ReadonlySet<string> = new Set([
  "basicAudio",
  "basicImage",
  "documentQuestionAnswering",
  "zeroShotImageClassification",
  "imageToImage",
]);

/**
 * Whether a Buffer holds all the call needs: its shape sends the file's bytes without its type, and the
 * provider reads no type either (a data URL's label, a multipart file name, a list of accepted types). There
 * the client given `fs.readFileSync(file)` must send the snippet's request (its Content-Type aside, on a raw
 * body: bytes have none).
 */
export function takesBuffer(call: RunCall): boolean {
  if (!UNTYPED_FILE_SHAPES.has(call.resolved.shape)) return false;
  const helper = getProviderHelper(call.provider, call.resolved.task);
  return (
    helper.prepareInput === undefined && helper.acceptedInputTypes === undefined && helper.makeFormBody === undefined
  );
}

function objectSample(sample: Sample): Record<string, unknown> {
  if (sample.kind !== "object") throw new Error(`Expected an object sample, got a ${sample.kind} sample`);
  return sample.value;
}

function textField(value: Record<string, unknown>, field: string): string {
  const text = value[field];
  if (typeof text !== "string") throw new Error(`The sample has no text field "${field}"`);
  return text;
}

/** The client call behind the snippet of `client` for `call`, the sample file held as `form`. */
export function expectedCall(call: RunCall, client: RunnableClient, form: FileForm = "typed Blob"): ExpectedCall {
  const { record, provider, resolved } = call;
  const fileBlob = (name: string) => sampleFileAs(name, form);
  const base = { model: record.id, provider };
  const sample = sampleInput(record);
  switch (resolved.shape) {
    case "conversational": {
      const messages = sample.kind === "messages" ? sample.value : [];
      return {
        method: call.streaming ? "chatCompletionStream" : "chatCompletion",
        args: { ...base, messages, max_tokens: DEFAULT_CHAT_MAX_TOKENS, ...call.features },
      };
    }
    case "textToImage":
      return {
        method: "textToImage",
        args: {
          ...base,
          inputs: sampleText(sample),
          // The huggingface.js snippet shows a generation setting; the raw HTTP ones send the prompt alone.
          ...(client === "js/huggingface.js" && { parameters: SHAPE_PARAMETERS.textToImage }),
        },
      };
    case "textToVideo":
      return { method: "textToVideo", args: { ...base, inputs: sampleText(sample) } };
    case "imageToImage": {
      const value = objectSample(sample);
      return {
        method: "imageToImage",
        args: {
          ...base,
          inputs: fileBlob(textField(value, "image")),
          parameters: { prompt: textField(value, "prompt") },
        },
      };
    }
    case "imageWithPrompt": {
      const value = objectSample(sample);
      return {
        method: pipelineMethod(resolved.pipeline),
        args: {
          ...base,
          inputs: fileBlob(textField(value, "image")),
          parameters: { prompt: textField(value, "prompt") },
        },
      };
    }
    case "documentQuestionAnswering": {
      const value = objectSample(sample);
      return {
        method: "documentQuestionAnswering",
        args: {
          ...base,
          inputs: { image: fileBlob(textField(value, "image")), question: textField(value, "question") },
        },
      };
    }
    case "zeroShotClassification":
      return {
        method: "zeroShotClassification",
        args: { ...base, inputs: sampleText(sample), parameters: SHAPE_PARAMETERS.zeroShotClassification },
      };
    case "zeroShotImageClassification":
      return {
        method: "zeroShotImageClassification",
        args: {
          ...base,
          inputs: fileBlob(sampleText(sample)),
          parameters: SHAPE_PARAMETERS.zeroShotImageClassification,
        },
      };
    case "tabular":
      return { method: pipelineMethod(resolved.pipeline), args: { ...base, inputs: { data: sample.value } } };
    case "basicAudio":
    case "basicImage": {
      // The file the snippet names: the sample's, or one of a type the provider accepts.
      const accepted = getProviderHelper(provider, resolved.task).acceptedInputTypes;
      return {
        method: pipelineMethod(resolved.pipeline),
        args: { ...base, inputs: fileBlob(sampleFile(sample, accepted).name) },
      };
    }
    case "textToAudio":
      return { method: pipelineMethod(resolved.pipeline), args: { ...base, inputs: sample.value } };
    case "basic":
      return { method: pipelineMethod(resolved.pipeline), args: { ...base, inputs: sample.value } };
  }
}

function pipelineMethod(pipeline: SnippetPipeline): Method {
  const method = Object.hasOwn(METHOD_OF_PIPELINE, pipeline) ? METHOD_OF_PIPELINE[pipeline] : undefined;
  if (method === undefined) throw new Error(`No InferenceClient method stands for the ${pipeline} snippets`);
  return method;
}
