import type {
  AudioClassificationOutput,
  AutomaticSpeechRecognitionOutput,
  ChatCompletionOutput,
  DocumentQuestionAnsweringOutput,
  FillMaskOutput,
  ImageClassificationOutput,
  ImageSegmentationOutput,
  ImageToTextOutput,
  ObjectDetectionOutput,
  QuestionAnsweringOutput,
  SentenceSimilarityOutput,
  SummarizationOutput,
  TableQuestionAnsweringOutput,
  TextClassificationOutput,
  TextGenerationOutput,
  TokenClassificationOutput,
  TranslationOutput,
  VisualQuestionAnsweringOutput,
  ZeroShotClassificationOutput,
  ZeroShotImageClassificationOutput,
} from "@hubkit/tasks";
import type { AudioToAudioOutput } from "../tasks/audio/audioToAudio.js";
import type { FeatureExtractionOutput } from "../tasks/nlp/featureExtraction.js";

/** What each task's helper returns from getResponse. */
export interface TaskOutputs {
  "audio-classification": AudioClassificationOutput;
  "audio-to-audio": AudioToAudioOutput[];
  "automatic-speech-recognition": AutomaticSpeechRecognitionOutput;
  conversational: ChatCompletionOutput;
  "document-question-answering": DocumentQuestionAnsweringOutput[number];
  "feature-extraction": FeatureExtractionOutput;
  "fill-mask": FillMaskOutput;
  "image-classification": ImageClassificationOutput;
  "image-segmentation": ImageSegmentationOutput;
  "image-to-image": Blob;
  "image-to-text": ImageToTextOutput;
  "object-detection": ObjectDetectionOutput;
  "question-answering": QuestionAnsweringOutput[number];
  "sentence-similarity": SentenceSimilarityOutput;
  summarization: SummarizationOutput;
  "table-question-answering": TableQuestionAnsweringOutput[number];
  "tabular-classification": number[];
  "tabular-regression": number[];
  "text-classification": TextClassificationOutput;
  "text-generation": TextGenerationOutput;
  "text-to-audio": Blob;
  "text-to-image": string | Blob;
  "text-to-speech": Blob;
  "text-to-video": Blob;
  "token-classification": TokenClassificationOutput;
  translation: TranslationOutput;
  "visual-question-answering": VisualQuestionAnsweringOutput[number];
  "zero-shot-classification": ZeroShotClassificationOutput;
  "zero-shot-image-classification": ZeroShotImageClassificationOutput;
}
