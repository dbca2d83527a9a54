import type { ModelData } from "../model-data.js";
import { ownEntry } from "../own-entry.js";
import { lines, py, pyName, snippetTexts, trusted, type Code } from "./code.js";
import { configString, modelId } from "./model-fields.js";

interface SpeechBrainInterface {
  /** The `speechbrain.inference` module that defines the class. */
  module: string;
  /** What to do with the loaded `model`. */
  call: Code;
  /** Imports the call needs besides the class. */
  imports?: Code;
}

const AUDIO = "audio.wav";

/** The inference interfaces a model's config.json may name, each with its module and a minimal call. */
const INTERFACES: Readonly<Record<string, SpeechBrainInterface>> = {
  EncoderClassifier: { module: "classifiers", call: py`print(model.classify_file(${AUDIO}))` },
  AudioClassifier: { module: "classifiers", call: py`print(model.classify_file(${AUDIO}))` },
  EncoderDecoderASR: { module: "ASR", call: py`print(model.transcribe_file(${AUDIO}))` },
  EncoderASR: { module: "ASR", call: py`print(model.transcribe_file(${AUDIO}))` },
  WhisperASR: { module: "ASR", call: py`print(model.transcribe_file(${AUDIO}))` },
  // A streaming model transcribes chunk by chunk: transcribe_file requires the chunk configuration.
  StreamingASR: {
    module: "ASR",
    imports: py`from speechbrain.utils.dynamic_chunk_training import DynChunkTrainConfig`,
    call: py`print(model.transcribe_file(${AUDIO}, DynChunkTrainConfig(24, 4)))  # chunk size, left context`,
  },
  SepformerSeparation: { module: "separation", call: py`est_sources = model.separate_file(${AUDIO})` },
  SpectralMaskEnhancement: { module: "enhancement", call: py`enhanced = model.enhance_file(${AUDIO})` },
  WaveformEnhancement: { module: "enhancement", call: py`enhanced = model.enhance_file(${AUDIO})` },
  SpeakerRecognition: {
    module: "speaker",
    call: py`score, same_speaker = model.verify_files("speaker1.wav", "speaker2.wav")`,
  },
  Tacotron2: {
    module: "TTS",
    call: py`mel_output, mel_length, alignment = model.encode_text("Mary had a little lamb")`,
  },
  FastSpeech2: {
    module: "TTS",
    call: py`mel_outputs, durations, pitch, energy = model.encode_text(["Mary had a little lamb"])`,
  },
  HIFIGAN: {
    module: "vocoders",
    imports: py`import torch`,
    call: py`
      mel_specs = torch.rand(2, 80, 298)  # a batch of mel spectrograms, e.g. from Tacotron2
      waveforms = model.decode_batch(mel_specs)`,
  },
  GraphemeToPhoneme: { module: "text", call: py`print(model("To be or not to be, that is the question"))` },
};

/**
 * SpeechBrain: the inference interface named by config.json (`speechbrain_interface`), loaded from the
 * repository with `from_hparams`, and its main method called on a sample file.
 */
export const speechbrain = (model: ModelData): string[] => {
  const id = modelId(model);
  const name = configString(model, "speechbrain", "speechbrain_interface");
  if (name === undefined) {
    return snippetTexts(py`# interface not specified in config.json`);
  }
  const entry = ownEntry(INTERFACES, name);
  if (entry === undefined) {
    return snippetTexts(py`# interface in config.json invalid`);
  }
  const cls = pyName(name);
  return snippetTexts(
    lines(
      py`# pip install speechbrain`,
      entry.imports,
      py`
        from speechbrain.inference.${trusted(entry.module)} import ${cls}

        model = ${cls}.from_hparams(${id})
        ${entry.call}`,
    ),
  );
};
