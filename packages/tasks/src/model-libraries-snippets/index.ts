/**
 * Usage snippets of the model libraries, one function per library (the catalogue in
 * `../model-libraries.ts` points each library at its function). Each function takes a model record and
 * returns the snippets to show, in order.
 */
export { audiocraft } from "./audiocraft.js";
export { multimolecule, opendde } from "./biology.js";
export {
  asteroid,
  audioseal,
  chattts,
  dia,
  espnet,
  indextts,
  mars5_tts,
  nemo,
  outetts,
  pyannote_audio,
  stable_audio_tools,
  tensorflowtts,
  voicecraft,
  whisperkit,
} from "./audio.js";
export { diffusers } from "./diffusers.js";
export { cortiq, kernels, litert_lm, memra, mobilint, pruna } from "./efficiency.js";
export { gliner2, jev_style } from "./extraction.js";
export { chronos_forecasting } from "./forecasting.js";
export { diffusionkit } from "./diffusionkit.js";
export { keras, keras_hub, tf_keras } from "./keras.js";
export { zeromodels } from "./keras-models.js";
export { llama_cpp_python } from "./llama-cpp-python.js";
export { mlx, mlxim } from "./mlx.js";
export { peft } from "./peft.js";
export { mlAgents, sampleFactory, sentis, stableBaselines3 } from "./reinforcement.js";
export {
  collectorvision,
  describe_anything,
  gaussianformer,
  lvface,
  nobg,
  renderformer,
  sam_3d_body,
  sam_3d_objects,
} from "./perception.js";
export { anemoi, cxr_foundation, derm_foundation, flexray } from "./science.js";
export { sentenceTransformers } from "./sentence-transformers.js";
export { lerobot } from "./robotics.js";
export { sklearn } from "./sklearn.js";
export {
  chatterbox,
  dia2,
  kimi_audio,
  kittentts,
  moshi,
  openasr,
  pocket_tts,
  qwen3_tts,
  supertonic,
  vibevoice,
  voxcpm,
  vui,
  zonos,
} from "./speech.js";
export { speechbrain } from "./speechbrain.js";
export {
  adapters,
  allennlp,
  bertopic,
  bm25s,
  cartesia_mlx,
  cartesia_pytorch,
  edsnlp,
  fairseq,
  fasttext,
  flair,
  gliner,
  lightning_ir,
  mamba_ssm,
  model2vec,
  paddlenlp,
  relik,
  saelens,
  setfit,
  spacy,
  span_marker,
  stanza,
  swarmformer,
} from "./text.js";
export { transformers } from "./transformers.js";
export { univa } from "./multimodal.js";
export { paddleocr } from "./ocr.js";
export { sap_rpt_one_oss } from "./tabular.js";
export { transformersJS } from "./transformers-js.js";
export { ltx, videoprism } from "./video.js";
export {
  araclip,
  ben2,
  birefnet,
  depth_anything_v2,
  depth_pro,
  fastai,
  htrflow,
  matanyone,
  mesh_anything,
  open_clip,
  perception_encoder,
  pxia,
  pythae,
  sam2,
  sana,
  seed_story,
  terratorch,
  threedtopia_xl,
  timm,
  ultralytics,
  vfimamba,
  yolov10,
} from "./vision.js";
