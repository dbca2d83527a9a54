// Generated from src/tasks/index.ts by test/generated.test.ts: do not edit. After a change there, run
// `npx vitest run --project inference test/generated.test.ts --update`.

/**
 * The task functions of the main entry: those of tasks/ (the core entry's) with every provider available
 * by default. A `providers` option given to a call still decides.
 */
import { ALL_PROVIDERS } from "./provider-kit/registry.js";
import * as core from "./tasks/index.js";
import { withProviders } from "./tasks/withProviders.js";

export type * from "./tasks/index.js";

export const audioClassification = /* @__PURE__ */ withProviders(core.audioClassification, ALL_PROVIDERS);
export const audioToAudio = /* @__PURE__ */ withProviders(core.audioToAudio, ALL_PROVIDERS);
export const automaticSpeechRecognition = /* @__PURE__ */ withProviders(core.automaticSpeechRecognition, ALL_PROVIDERS);
export const chatCompletion = /* @__PURE__ */ withProviders(core.chatCompletion, ALL_PROVIDERS);
export const chatCompletionStream = /* @__PURE__ */ withProviders(core.chatCompletionStream, ALL_PROVIDERS);
export const documentQuestionAnswering = /* @__PURE__ */ withProviders(core.documentQuestionAnswering, ALL_PROVIDERS);
export const featureExtraction = /* @__PURE__ */ withProviders(core.featureExtraction, ALL_PROVIDERS);
export const fillMask = /* @__PURE__ */ withProviders(core.fillMask, ALL_PROVIDERS);
export const imageClassification = /* @__PURE__ */ withProviders(core.imageClassification, ALL_PROVIDERS);
export const imageSegmentation = /* @__PURE__ */ withProviders(core.imageSegmentation, ALL_PROVIDERS);
export const imageToImage = /* @__PURE__ */ withProviders(core.imageToImage, ALL_PROVIDERS);
export const imageToText = /* @__PURE__ */ withProviders(core.imageToText, ALL_PROVIDERS);
export const objectDetection = /* @__PURE__ */ withProviders(core.objectDetection, ALL_PROVIDERS);
export const questionAnswering = /* @__PURE__ */ withProviders(core.questionAnswering, ALL_PROVIDERS);
export const request = /* @__PURE__ */ withProviders(core.request, ALL_PROVIDERS);
export const sentenceSimilarity = /* @__PURE__ */ withProviders(core.sentenceSimilarity, ALL_PROVIDERS);
export const streamingRequest = /* @__PURE__ */ withProviders(core.streamingRequest, ALL_PROVIDERS);
export const summarization = /* @__PURE__ */ withProviders(core.summarization, ALL_PROVIDERS);
export const tableQuestionAnswering = /* @__PURE__ */ withProviders(core.tableQuestionAnswering, ALL_PROVIDERS);
export const tabularClassification = /* @__PURE__ */ withProviders(core.tabularClassification, ALL_PROVIDERS);
export const tabularRegression = /* @__PURE__ */ withProviders(core.tabularRegression, ALL_PROVIDERS);
export const textClassification = /* @__PURE__ */ withProviders(core.textClassification, ALL_PROVIDERS);
export const textGeneration = /* @__PURE__ */ withProviders(core.textGeneration, ALL_PROVIDERS);
export const textGenerationStream = /* @__PURE__ */ withProviders(core.textGenerationStream, ALL_PROVIDERS);
export const textToImage = /* @__PURE__ */ withProviders(core.textToImage, ALL_PROVIDERS);
export const textToSpeech = /* @__PURE__ */ withProviders(core.textToSpeech, ALL_PROVIDERS);
export const textToVideo = /* @__PURE__ */ withProviders(core.textToVideo, ALL_PROVIDERS);
export const tokenClassification = /* @__PURE__ */ withProviders(core.tokenClassification, ALL_PROVIDERS);
export const translation = /* @__PURE__ */ withProviders(core.translation, ALL_PROVIDERS);
export const visualQuestionAnswering = /* @__PURE__ */ withProviders(core.visualQuestionAnswering, ALL_PROVIDERS);
export const zeroShotClassification = /* @__PURE__ */ withProviders(core.zeroShotClassification, ALL_PROVIDERS);
export const zeroShotImageClassification = /* @__PURE__ */ withProviders(
  core.zeroShotImageClassification,
  ALL_PROVIDERS,
);
