import type { ModelData } from "../model-data.js";
import { lines, py, sh, snippetTexts, type Code } from "./code.js";
import { hasTag, modelId, pipelineTag, repoName } from "./model-fields.js";
import { generationPrompt, textInput } from "./prompts.js";

/** Asteroid: source separation; `separate` writes one file per estimated source next to the input. */
export const asteroid = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install asteroid
    from asteroid.models import BaseModel

    model = BaseModel.from_pretrained(${modelId(model)})
    model.separate("mixture.wav")  # writes mixture_est1.wav, mixture_est2.wav, ...`);

/**
 * AudioSeal: the generator embeds a watermark, the detector finds it. Both are loaded by model card name
 * (the cards point at the checkpoints on the hub). The model is not read, but the parameter is declared: the
 * counterpart's entry takes it, so callers pass it. Audio is read with soundfile: since torchaudio 2.9,
 * `torchaudio.load` needs TorchCodec (and FFmpeg), which nothing here installs.
 */
export const audioseal = (_model: ModelData): string[] =>
  snippetTexts(
    py`
      # pip install audioseal soundfile
      import soundfile as sf
      import torch
      from audioseal import AudioSeal

      generator = AudioSeal.load_generator("audioseal_wm_16bits")

      samples, sample_rate = sf.read("audio.wav", dtype="float32", always_2d=True)  # the model works on 16 kHz audio
      wav = torch.from_numpy(samples.T).unsqueeze(0)  # (batch, channels, samples)
      watermark = generator.get_watermark(wav, sample_rate)
      watermarked_audio = wav + watermark`,
    py`
      # pip install audioseal soundfile
      import soundfile as sf
      import torch
      from audioseal import AudioSeal

      detector = AudioSeal.load_detector("audioseal_detector_16bits")

      samples, sample_rate = sf.read("watermarked.wav", dtype="float32", always_2d=True)
      result, message = detector.detect_watermark(torch.from_numpy(samples.T).unsqueeze(0), sample_rate)
      print(result)  # probability that the audio is watermarked
      print(message)  # the 16-bit message`,
  );

/** ChatTTS: the package downloads its own checkpoints from the hub; soundfile writes the audio (no TorchCodec needed). */
export const chattts = (): string[] =>
  snippetTexts(py`
    # pip install ChatTTS soundfile
    import ChatTTS
    import numpy as np
    import soundfile as sf

    chat = ChatTTS.Chat()
    chat.load(compile=False)  # compile=True is faster after a slow first run

    texts = ["Hello, this is ChatTTS speaking."]
    wavs = chat.infer(texts)
    sf.write("output.wav", np.squeeze(wavs[0]), 24000)`);

const DIA_DIALOGUE =
  "[S1] Dia is an open weights text to dialogue model. [S2] You get full control over scripts and voices. [S1] Wow. Amazing. (laughs)";

/** Dia reads a script whose turns start with speaker tags; a text without them becomes the first speaker's turn. */
function diaScript(text: string): string {
  return /^\s*\[S[12]\]/.test(text) ? text : `[S1] ${text}`;
}

/** Dia: dialogue between speakers tagged [S1] and [S2], with non-verbal cues. */
export const dia = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install git+https://github.com/nari-labs/dia.git
    import soundfile as sf
    from dia.model import Dia

    model = Dia.from_pretrained(${modelId(model)})

    text = ${diaScript(textInput(model, DIA_DIALOGUE))}
    output = model.generate(text)
    sf.write("dialogue.mp3", output, 44100)`);

function espnetTTS(id: string, text: string): Code {
  return py`
    # pip install espnet espnet_model_zoo soundfile
    import soundfile
    from espnet2.bin.tts_inference import Text2Speech

    model = Text2Speech.from_pretrained(${id})
    output = model(${text})
    soundfile.write("output.wav", output["wav"].numpy(), model.fs)`;
}

function espnetASR(id: string): Code {
  return py`
    # pip install espnet espnet_model_zoo soundfile
    import soundfile
    from espnet2.bin.asr_inference import Speech2Text

    model = Speech2Text.from_pretrained(${id})
    speech, rate = soundfile.read("speech.wav")
    text, *_ = model(speech)[0]
    print(text)`;
}

/** ESPnet: text-to-speech or speech recognition, told apart by the model's tags. */
export const espnet = (model: ModelData): string[] => {
  const id = modelId(model);
  if (hasTag(model, "text-to-speech")) {
    return snippetTexts(espnetTTS(id, textInput(model, "Hello, this is a test of speech synthesis.")));
  }
  if (hasTag(model, "automatic-speech-recognition")) {
    return snippetTexts(espnetASR(id));
  }
  return snippetTexts(py`# unknown model type (must be text-to-speech or automatic-speech-recognition)`);
};

/**
 * IndexTTS: the checkpoints downloaded into a folder, then zero-shot speech in a reference voice. Each
 * generation has its own class (index-tts 2.5, 2026-08): `infer_v2_5.IndexTTS2` for 2.5 (which takes the
 * language), `infer_v2.IndexTTS2` for 2, `infer.IndexTTS` for 1 and 1.5.
 */
export const indextts = (model: ModelData): string[] => {
  const id = modelId(model);
  const text = textInput(model, "Hello, how are you today?");
  const generation = /indextts-?2[._]5/i.test(repoName(model))
    ? "2.5"
    : /indextts-?2/i.test(repoName(model))
      ? "2"
      : "1";
  const setup = py`
    # Install from https://github.com/index-tts/index-tts
    from huggingface_hub import snapshot_download`;
  const download = py`snapshot_download(${id}, local_dir="checkpoints")`;
  const voice = py`voice = "reference_voice.wav"  # a few seconds of the voice to imitate`;
  if (generation === "2.5") {
    return snippetTexts(py`
      ${setup}
      from indextts.infer_v2_5 import IndexTTS2

      ${download}
      tts = IndexTTS2(cfg_path="checkpoints/config.yaml", model_dir="checkpoints")

      ${voice}
      tts.infer(spk_audio_prompt=voice, text=${text}, output_path="output.wav", lang="EN")`);
  }
  if (generation === "2") {
    return snippetTexts(py`
      ${setup}
      from indextts.infer_v2 import IndexTTS2

      ${download}
      tts = IndexTTS2(cfg_path="checkpoints/config.yaml", model_dir="checkpoints")

      ${voice}
      tts.infer(spk_audio_prompt=voice, text=${text}, output_path="output.wav")`);
  }
  return snippetTexts(py`
    ${setup}
    from indextts.infer import IndexTTS

    ${download}
    tts = IndexTTS(model_dir="checkpoints", cfg_path="checkpoints/config.yaml")

    ${voice}
    tts.infer(voice, ${text}, "output.wav")`);
};

/** MARS5-TTS: voice cloning from a reference clip and its transcript. */
export const mars5_tts = (model: ModelData): string[] =>
  snippetTexts(py`
    # Run from a clone of https://github.com/Camb-ai/MARS5-TTS
    import librosa
    import torch
    from inference import InferenceConfig, Mars5TTS

    # proxies=None: MARS5's loader requires the argument, which huggingface_hub 1.x no longer passes
    mars5 = Mars5TTS.from_pretrained(${modelId(model)}, proxies=None)

    wav, _ = librosa.load("reference.wav", sr=mars5.sr, mono=True)  # 2-12 seconds of the voice to clone
    config = InferenceConfig(deep_clone=True, rep_penalty_window=100, top_k=100, temperature=0.7, freq_penalty=3)
    ar_codes, output_audio = mars5.tts(
        "The quick brown rat.", torch.from_numpy(wav), "Transcript of the reference clip.", cfg=config
    )`);

/** NeMo: speech recognition models, which the tags name; other domains have no snippet. */
export const nemo = (model: ModelData): string[] => {
  if (!hasTag(model, "automatic-speech-recognition") && pipelineTag(model) !== "automatic-speech-recognition") {
    return snippetTexts(py`# tag did not correspond to a valid NeMo domain.`);
  }
  return snippetTexts(py`
    # pip install "nemo_toolkit[asr]"
    import nemo.collections.asr as nemo_asr

    asr_model = nemo_asr.models.ASRModel.from_pretrained(${modelId(model)})
    transcriptions = asr_model.transcribe(["speech.wav"])
    print(transcriptions[0].text)  # transcribe returns Hypothesis objects`);
};

/**
 * The interface generation of each OuteTTS release, by the version in the repository name (outetts'
 * MODEL_INFO: 0.1 is V1, 0.2 and 0.3 are V2, 1.0 and later V3); undefined for V3.
 */
function outettsLegacyInterface(name: string): Code | undefined {
  const version = /(?<![\d.])0\.([123])(?!\d)/.exec(name)?.[1];
  if (version === "1") {
    return py`outetts.InterfaceVersion.V1`;
  }
  return version === undefined ? undefined : py`outetts.InterfaceVersion.V2`;
}

/**
 * OuteTTS: the model through the transformers backend. Version 1.0 models speak with the built-in voice;
 * the older interfaces have no built-in voices (`load_default_speaker` raises for them) and a 4096-token
 * context, so they speak without a reference voice unless one is created from a recording.
 */
export const outetts = (model: ModelData): string[] => {
  const id = modelId(model);
  const text = textInput(model, "Hello, how are you doing?");
  const legacy = outettsLegacyInterface(repoName(model));
  if (legacy !== undefined) {
    return snippetTexts(py`
      # pip install outetts
      import outetts

      interface = outetts.Interface(
          config=outetts.ModelConfig(
              model_path=${id},
              tokenizer_path=${id},
              interface_version=${legacy},
              backend=outetts.Backend.HF,
              max_seq_length=4096,
          )
      )
      # No built-in voices for this model: without a speaker the voice is random.
      # For a chosen voice: speaker = interface.create_speaker("voice.wav", transcript="What the recording says.")
      speaker = None
      output = interface.generate(
          config=outetts.GenerationConfig(text=${text}, speaker=speaker, max_length=4096)
      )
      output.save("output.wav")`);
  }
  return snippetTexts(py`
    # pip install outetts
    import outetts

    interface = outetts.Interface(
        config=outetts.ModelConfig(
            model_path=${id},
            tokenizer_path=${id},
            interface_version=outetts.InterfaceVersion.V3,
            backend=outetts.Backend.HF,
        )
    )
    speaker = interface.load_default_speaker("EN-FEMALE-1-NEUTRAL")
    output = interface.generate(
        config=outetts.GenerationConfig(text=${text}, speaker=speaker)
    )
    output.save("output.wav")`);
};

/** pyannote.audio: a pipeline (diarization...) or a model with its inference helper, by tag. */
export const pyannote_audio = (model: ModelData): string[] => {
  const id = modelId(model);
  if (hasTag(model, "pyannote-audio-pipeline")) {
    return snippetTexts(py`
      # pip install pyannote.audio
      from pyannote.audio import Audio, Pipeline
      from pyannote.core import Segment

      # Most pyannote pipelines are gated: accept the conditions on the model page, then log in with
      # "hf auth login" (or set HF_TOKEN); the token is read from there. Without access this returns None.
      pipeline = Pipeline.from_pretrained(${id})

      # on the whole file
      output = pipeline("audio.wav")

      # on an excerpt
      waveform, sample_rate = Audio().crop("audio.wav", Segment(start=2.0, end=5.0))
      output = pipeline({"waveform": waveform, "sample_rate": sample_rate})`);
  }
  return snippetTexts(py`
    # pip install pyannote.audio
    from pyannote.audio import Inference, Model

    # Most pyannote models are gated: accept the conditions on the model page, then log in with
    # "hf auth login" (or set HF_TOKEN); the token is read from there. Without access this returns None.
    model = Model.from_pretrained(${id})
    inference = Inference(model)
    output = inference("audio.wav")`);
};

/**
 * Stable Audio Tools: conditioned diffusion, the prompt and timing given as conditioning. The file is
 * written with soundfile: the package does not pin torchaudio, whose `save` needs TorchCodec since 2.9.
 */
export const stable_audio_tools = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install stable-audio-tools soundfile
    import soundfile as sf
    import torch
    from einops import rearrange
    from stable_audio_tools import get_pretrained_model
    from stable_audio_tools.inference.generation import generate_diffusion_cond

    device = "cuda" if torch.cuda.is_available() else "cpu"

    model, model_config = get_pretrained_model(${modelId(model)})
    sample_rate = model_config["sample_rate"]
    sample_size = model_config["sample_size"]
    model = model.to(device)

    conditioning = [{
        "prompt": ${generationPrompt(model, "128 BPM tech house drum loop")},
        "seconds_start": 0,
        "seconds_total": 30,
    }]

    output = generate_diffusion_cond(
        model,
        steps=100,
        cfg_scale=7,
        conditioning=conditioning,
        sample_size=sample_size,
        sigma_min=0.3,
        sigma_max=500,
        sampler_type="dpmpp-3m-sde",
        device=device,
    )

    # One stereo track: peak-normalize, convert to 16-bit and save
    output = rearrange(output, "b d n -> d (b n)")
    output = output.to(torch.float32).div(torch.max(torch.abs(output))).clamp(-1, 1).mul(32767).to(torch.int16).cpu()
    sf.write("output.wav", output.T.numpy(), sample_rate)  # (samples, channels)`);

// TensorFlowTTS's text-to-mel models take different inputs and return different outputs (tensorflow_tts/models/,
// v1.8): Tacotron 2 needs the input lengths; FastSpeech and FastSpeech 2 take speed (and pitch and energy) ratios.
// The hub's repositories name the architecture (`tensorspeech/tts-fastspeech2-ljspeech-en`).
function textToMelInference(model: ModelData): Code {
  const name = repoName(model).toLowerCase();
  if (name.includes("fastspeech2")) {
    return py`
      mel_before, mel_after, durations, f0, energy = model.inference(
          input_ids=tf.expand_dims(tf.convert_to_tensor(input_ids, dtype=tf.int32), 0),
          speaker_ids=tf.convert_to_tensor([0], dtype=tf.int32),
          speed_ratios=tf.convert_to_tensor([1.0], dtype=tf.float32),
          f0_ratios=tf.convert_to_tensor([1.0], dtype=tf.float32),
          energy_ratios=tf.convert_to_tensor([1.0], dtype=tf.float32),
      )`;
  }
  if (name.includes("fastspeech")) {
    return py`
      mel_before, mel_after, durations = model.inference(
          input_ids=tf.expand_dims(tf.convert_to_tensor(input_ids, dtype=tf.int32), 0),
          speaker_ids=tf.convert_to_tensor([0], dtype=tf.int32),
          speed_ratios=tf.convert_to_tensor([1.0], dtype=tf.float32),
      )`;
  }
  if (name.includes("tacotron")) {
    return py`
      decoder_output, mel_outputs, stop_token_prediction, alignment_history = model.inference(
          input_ids=tf.expand_dims(tf.convert_to_tensor(input_ids, dtype=tf.int32), 0),
          input_lengths=tf.convert_to_tensor([len(input_ids)], tf.int32),
          speaker_ids=tf.convert_to_tensor([0], dtype=tf.int32),
      )`;
  }
  return py`# model.inference(...) takes the inputs of this model's architecture (see tensorflow_tts/models/)`;
}

/** TensorFlowTTS: a text-to-mel model with its processor, or a mel-to-wav vocoder, by tag. */
export const tensorflowtts = (model: ModelData): string[] => {
  const id = modelId(model);
  if (hasTag(model, "text-to-mel")) {
    return snippetTexts(
      lines(
        py`
          # pip install TensorFlowTTS
          import tensorflow as tf
          from tensorflow_tts.inference import AutoProcessor, TFAutoModel

          processor = AutoProcessor.from_pretrained(${id})
          model = TFAutoModel.from_pretrained(${id})

          input_ids = processor.text_to_sequence(${textInput(model, "Recent research has shown that speech synthesis can be both fast and natural.")})`,
        textToMelInference(model),
      ),
    );
  }
  if (hasTag(model, "mel-to-wav")) {
    return snippetTexts(py`
      # pip install TensorFlowTTS
      from tensorflow_tts.inference import TFAutoModel

      vocoder = TFAutoModel.from_pretrained(${id})
      # audio = vocoder.inference(mel_outputs)[0, :, 0]  # mel spectrograms from a text-to-mel model`);
  }
  return snippetTexts(py`
    # pip install TensorFlowTTS
    from tensorflow_tts.inference import TFAutoModel

    model = TFAutoModel.from_pretrained(${id})`);
};

/** VoiceCraft: speech editing and zero-shot TTS, from a clone of the project. */
export const voicecraft = (model: ModelData): string[] =>
  snippetTexts(py`
    # Run from a clone of https://github.com/jasonppy/VoiceCraft
    from models.voicecraft import VoiceCraft

    model = VoiceCraft.from_pretrained(${modelId(model)})`);

/** WhisperKit: on-device speech recognition from the command line (macOS). */
export const whisperkit = (): string[] =>
  snippetTexts(sh`
    # Install the CLI with Homebrew (macOS)
    brew install whisperkit-cli

    # Transcribe with the default model (downloaded on first use)
    whisperkit-cli transcribe --audio-path audio.wav

    # Or choose a model variant
    whisperkit-cli transcribe --model large-v3 --model-prefix distil --audio-path audio.wav --verbose`);
