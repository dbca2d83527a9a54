import { PIPELINE_DATA, type PipelineType } from "../pipelines.js";
import { TASKS_MODEL_LIBRARIES } from "./task-libraries.js";
import type { TaskData, TaskDataCustom } from "./types.js";
import anyToAny from "./any-to-any.js";
import audioClassification from "./audio-classification.js";
import audioTextToText from "./audio-text-to-text.js";
import audioToAudio from "./audio-to-audio.js";
import automaticSpeechRecognition from "./automatic-speech-recognition.js";
import depthEstimation from "./depth-estimation.js";
import documentQuestionAnswering from "./document-question-answering.js";
import visualDocumentRetrieval from "./visual-document-retrieval.js";
import featureExtraction from "./feature-extraction.js";
import fillMask from "./fill-mask.js";
import imageClassification from "./image-classification.js";
import imageFeatureExtraction from "./image-feature-extraction.js";
import imageSegmentation from "./image-segmentation.js";
import imageToImage from "./image-to-image.js";
import imageTextToImage from "./image-text-to-image.js";
import imageTextToText from "./image-text-to-text.js";
import imageTextToVideo from "./image-text-to-video.js";
import imageToText from "./image-to-text.js";
import imageToVideo from "./image-to-video.js";
import keypointDetection from "./keypoint-detection.js";
import maskGeneration from "./mask-generation.js";
import objectDetection from "./object-detection.js";
import videoClassification from "./video-classification.js";
import questionAnswering from "./question-answering.js";
import reinforcementLearning from "./reinforcement-learning.js";
import sentenceSimilarity from "./sentence-similarity.js";
import summarization from "./summarization.js";
import tableQuestionAnswering from "./table-question-answering.js";
import tabularClassification from "./tabular-classification.js";
import tabularRegression from "./tabular-regression.js";
import textClassification from "./text-classification.js";
import textGeneration from "./text-generation.js";
import textRanking from "./text-ranking.js";
import textToImage from "./text-to-image.js";
import textToSpeech from "./text-to-speech.js";
import textToVideo from "./text-to-video.js";
import tokenClassification from "./token-classification.js";
import translation from "./translation.js";
import unconditionalImageGeneration from "./unconditional-image-generation.js";
import videoTextToText from "./video-text-to-text.js";
import videoToVideo from "./video-to-video.js";
import visualQuestionAnswering from "./visual-question-answering.js";
import zeroShotClassification from "./zero-shot-classification.js";
import zeroShotImageClassification from "./zero-shot-image-classification.js";
import zeroShotObjectDetection from "./zero-shot-object-detection.js";
import textTo3d from "./text-to-3d.js";
import imageTo3d from "./image-to-3d.js";

export type { ExampleRepo, TaskData, TaskDataCustom, TaskDemo, TaskDemoEntry } from "./types.js";
export { TASKS_MODEL_LIBRARIES } from "./task-libraries.js";

/** A task page: its own module's content plus the id, display name and libraries kept in the shared tables. */
function taskPage(id: PipelineType, custom: TaskDataCustom): TaskData {
  return { ...custom, id, label: PIPELINE_DATA[id].name, libraries: TASKS_MODEL_LIBRARIES[id] };
}

/**
 * The task page of every pipeline type. Pipeline types without a page are `undefined`; a page that is not
 * written yet is a placeholder (`isPlaceholder: true`, empty lists).
 */
export const TASKS_DATA: Record<PipelineType, TaskData | undefined> = {
  "any-to-any": taskPage("any-to-any", anyToAny),
  "audio-classification": taskPage("audio-classification", audioClassification),
  "audio-to-audio": taskPage("audio-to-audio", audioToAudio),
  "audio-text-to-text": taskPage("audio-text-to-text", audioTextToText),
  "automatic-speech-recognition": taskPage("automatic-speech-recognition", automaticSpeechRecognition),
  "depth-estimation": taskPage("depth-estimation", depthEstimation),
  "document-question-answering": taskPage("document-question-answering", documentQuestionAnswering),
  "visual-document-retrieval": taskPage("visual-document-retrieval", visualDocumentRetrieval),
  "feature-extraction": taskPage("feature-extraction", featureExtraction),
  "fill-mask": taskPage("fill-mask", fillMask),
  "graph-ml": undefined,
  "image-classification": taskPage("image-classification", imageClassification),
  "image-feature-extraction": taskPage("image-feature-extraction", imageFeatureExtraction),
  "image-segmentation": taskPage("image-segmentation", imageSegmentation),
  "image-to-image": taskPage("image-to-image", imageToImage),
  "image-text-to-text": taskPage("image-text-to-text", imageTextToText),
  "image-text-to-image": taskPage("image-text-to-image", imageTextToImage),
  "image-text-to-video": taskPage("image-text-to-video", imageTextToVideo),
  "image-to-text": taskPage("image-to-text", imageToText),
  "image-to-video": taskPage("image-to-video", imageToVideo),
  "keypoint-detection": taskPage("keypoint-detection", keypointDetection),
  "mask-generation": taskPage("mask-generation", maskGeneration),
  "multiple-choice": undefined,
  "object-detection": taskPage("object-detection", objectDetection),
  "video-classification": taskPage("video-classification", videoClassification),
  other: undefined,
  "question-answering": taskPage("question-answering", questionAnswering),
  "reinforcement-learning": taskPage("reinforcement-learning", reinforcementLearning),
  robotics: undefined,
  "sentence-similarity": taskPage("sentence-similarity", sentenceSimilarity),
  summarization: taskPage("summarization", summarization),
  "table-question-answering": taskPage("table-question-answering", tableQuestionAnswering),
  "table-to-text": undefined,
  "tabular-classification": taskPage("tabular-classification", tabularClassification),
  "tabular-regression": taskPage("tabular-regression", tabularRegression),
  "tabular-to-text": undefined,
  "text-classification": taskPage("text-classification", textClassification),
  "text-generation": taskPage("text-generation", textGeneration),
  "text-ranking": taskPage("text-ranking", textRanking),
  "text-retrieval": undefined,
  "text-to-image": taskPage("text-to-image", textToImage),
  "text-to-speech": taskPage("text-to-speech", textToSpeech),
  "text-to-audio": undefined,
  "text-to-video": taskPage("text-to-video", textToVideo),
  "time-series-forecasting": undefined,
  "token-classification": taskPage("token-classification", tokenClassification),
  translation: taskPage("translation", translation),
  "unconditional-image-generation": taskPage("unconditional-image-generation", unconditionalImageGeneration),
  "video-text-to-text": taskPage("video-text-to-text", videoTextToText),
  "video-to-video": taskPage("video-to-video", videoToVideo),
  "visual-question-answering": taskPage("visual-question-answering", visualQuestionAnswering),
  "voice-activity-detection": undefined,
  "zero-shot-classification": taskPage("zero-shot-classification", zeroShotClassification),
  "zero-shot-image-classification": taskPage("zero-shot-image-classification", zeroShotImageClassification),
  "zero-shot-object-detection": taskPage("zero-shot-object-detection", zeroShotObjectDetection),
  "text-to-3d": taskPage("text-to-3d", textTo3d),
  "image-to-3d": taskPage("image-to-3d", imageTo3d),
  // 0.18's type, kept for old callers: the hub made it a kind of text generation, which has the page.
  "text2text-generation": undefined,
};
