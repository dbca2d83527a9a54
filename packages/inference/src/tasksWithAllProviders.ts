// Generated from src/tasks/index.ts by test/generated.test.ts: do not edit. After a change there, run
// `npm run generate`.

/**
 * The task functions of the main entry: those of tasks/ (the core entry's) with every provider available
 * by default; a `providers` option given to a call still decides. The functions of a task with a table of
 * its own (registry/tasks/) default to that table: every provider with only its helper for the task, so a
 * bundle of one of them carries no other task's helpers.
 */
import { ALL_PROVIDERS } from "./registry/registry.js";
import { CONVERSATIONAL_PROVIDERS } from "./registry/tasks/conversational.js";
import * as core from "./tasks/index.js";
import { withProviders } from "./tasks/withProviders.js";

export type * from "./tasks/index.js";

export const audioClassification: typeof core.audioClassification = /* @__PURE__ */ withProviders(
  core.audioClassification,
  ALL_PROVIDERS,
);
export const audioToAudio: typeof core.audioToAudio = /* @__PURE__ */ withProviders(core.audioToAudio, ALL_PROVIDERS);
export const automaticSpeechRecognition: typeof core.automaticSpeechRecognition = /* @__PURE__ */ withProviders(
  core.automaticSpeechRecognition,
  ALL_PROVIDERS,
);
export const chatCompletion: typeof core.chatCompletion = /* @__PURE__ */ withProviders(
  core.chatCompletion,
  CONVERSATIONAL_PROVIDERS,
);
export const chatCompletionStream: typeof core.chatCompletionStream = /* @__PURE__ */ withProviders(
  core.chatCompletionStream,
  CONVERSATIONAL_PROVIDERS,
);
export const documentQuestionAnswering: typeof core.documentQuestionAnswering = /* @__PURE__ */ withProviders(
  core.documentQuestionAnswering,
  ALL_PROVIDERS,
);
export const featureExtraction: typeof core.featureExtraction = /* @__PURE__ */ withProviders(
  core.featureExtraction,
  ALL_PROVIDERS,
);
export const fillMask: typeof core.fillMask = /* @__PURE__ */ withProviders(core.fillMask, ALL_PROVIDERS);
export const imageClassification: typeof core.imageClassification = /* @__PURE__ */ withProviders(
  core.imageClassification,
  ALL_PROVIDERS,
);
export const imageSegmentation: typeof core.imageSegmentation = /* @__PURE__ */ withProviders(
  core.imageSegmentation,
  ALL_PROVIDERS,
);
export const imageTextToImage: typeof core.imageTextToImage = /* @__PURE__ */ withProviders(
  core.imageTextToImage,
  ALL_PROVIDERS,
);
export const imageTextToVideo: typeof core.imageTextToVideo = /* @__PURE__ */ withProviders(
  core.imageTextToVideo,
  ALL_PROVIDERS,
);
export const imageToImage: typeof core.imageToImage = /* @__PURE__ */ withProviders(core.imageToImage, ALL_PROVIDERS);
export const imageToText: typeof core.imageToText = /* @__PURE__ */ withProviders(core.imageToText, ALL_PROVIDERS);
export const imageToVideo: typeof core.imageToVideo = /* @__PURE__ */ withProviders(core.imageToVideo, ALL_PROVIDERS);
export const objectDetection: typeof core.objectDetection = /* @__PURE__ */ withProviders(
  core.objectDetection,
  ALL_PROVIDERS,
);
export const questionAnswering: typeof core.questionAnswering = /* @__PURE__ */ withProviders(
  core.questionAnswering,
  ALL_PROVIDERS,
);
export const request: typeof core.request = /* @__PURE__ */ withProviders(core.request, ALL_PROVIDERS);
export const sentenceSimilarity: typeof core.sentenceSimilarity = /* @__PURE__ */ withProviders(
  core.sentenceSimilarity,
  ALL_PROVIDERS,
);
export const streamingRequest: typeof core.streamingRequest = /* @__PURE__ */ withProviders(
  core.streamingRequest,
  ALL_PROVIDERS,
);
export const summarization: typeof core.summarization = /* @__PURE__ */ withProviders(
  core.summarization,
  ALL_PROVIDERS,
);
export const tableQuestionAnswering: typeof core.tableQuestionAnswering = /* @__PURE__ */ withProviders(
  core.tableQuestionAnswering,
  ALL_PROVIDERS,
);
export const tabularClassification: typeof core.tabularClassification = /* @__PURE__ */ withProviders(
  core.tabularClassification,
  ALL_PROVIDERS,
);
export const tabularRegression: typeof core.tabularRegression = /* @__PURE__ */ withProviders(
  core.tabularRegression,
  ALL_PROVIDERS,
);
export const textClassification: typeof core.textClassification = /* @__PURE__ */ withProviders(
  core.textClassification,
  ALL_PROVIDERS,
);
export const textGeneration: typeof core.textGeneration = /* @__PURE__ */ withProviders(
  core.textGeneration,
  ALL_PROVIDERS,
);
export const textGenerationStream: typeof core.textGenerationStream = /* @__PURE__ */ withProviders(
  core.textGenerationStream,
  ALL_PROVIDERS,
);
export const textToAudio: typeof core.textToAudio = /* @__PURE__ */ withProviders(core.textToAudio, ALL_PROVIDERS);
export const textToImage: typeof core.textToImage = /* @__PURE__ */ withProviders(core.textToImage, ALL_PROVIDERS);
export const textToSpeech: typeof core.textToSpeech = /* @__PURE__ */ withProviders(core.textToSpeech, ALL_PROVIDERS);
export const textToVideo: typeof core.textToVideo = /* @__PURE__ */ withProviders(core.textToVideo, ALL_PROVIDERS);
export const tokenClassification: typeof core.tokenClassification = /* @__PURE__ */ withProviders(
  core.tokenClassification,
  ALL_PROVIDERS,
);
export const translation: typeof core.translation = /* @__PURE__ */ withProviders(core.translation, ALL_PROVIDERS);
export const visualQuestionAnswering: typeof core.visualQuestionAnswering = /* @__PURE__ */ withProviders(
  core.visualQuestionAnswering,
  ALL_PROVIDERS,
);
export const zeroShotClassification: typeof core.zeroShotClassification = /* @__PURE__ */ withProviders(
  core.zeroShotClassification,
  ALL_PROVIDERS,
);
export const zeroShotImageClassification: typeof core.zeroShotImageClassification = /* @__PURE__ */ withProviders(
  core.zeroShotImageClassification,
  ALL_PROVIDERS,
);
