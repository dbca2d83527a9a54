import type { ModelData } from "../model-data.js";
import { blank, lines, py, sh, snippetTexts, trusted } from "./code.js";
import { modelId } from "./model-fields.js";
import { textInput } from "./prompts.js";

/** The line every text-to-speech snippet here speaks when the record has no widget text. */
const SPEECH_SAMPLE = "Hello! This voice was generated on my own machine.";

/** The repositories that `from_pretrained` of each Chatterbox class downloads (fixed in the package). */
const CHATTERBOX = "ResembleAI/chatterbox";
const CHATTERBOX_TURBO = "ResembleAI/chatterbox-turbo";
const CHATTERBOX_NANO = "ResembleAI/chatterbox-nano";

/**
 * Chatterbox: the classes' `from_pretrained(device)` always download Resemble AI's own repositories, so any
 * other repository (a fine-tune) is downloaded first and loaded with `from_local`. Turbo and Nano share
 * `ChatterboxTurboTTS`; soundfile (a dependency through librosa) writes the audio, no TorchCodec needed.
 */
export const chatterbox = (model: ModelData): string[] => {
  const id = modelId(model);
  const turbo = /(^|[-_/])(turbo|nano)([-_.]|$)/i.test(id);
  const load =
    id === CHATTERBOX_TURBO
      ? py`model = ChatterboxTurboTTS.from_pretrained(device=device)`
      : id === CHATTERBOX_NANO
        ? py`model = ChatterboxTurboTTS.from_pretrained(device=device, nano=True)`
        : id === CHATTERBOX
          ? py`model = ChatterboxTTS.from_pretrained(device=device)`
          : turbo
            ? py`model = ChatterboxTurboTTS.from_local(snapshot_download(${id}), device=device)`
            : py`model = ChatterboxTTS.from_local(snapshot_download(${id}), device=device)`;
  const ownRepository = id === CHATTERBOX_TURBO || id === CHATTERBOX_NANO || id === CHATTERBOX;
  return snippetTexts(
    lines(
      py`
        # pip install chatterbox-tts
        import soundfile as sf
        import torch`,
      !ownRepository && py`from huggingface_hub import snapshot_download`,
      turbo ? py`from chatterbox.tts_turbo import ChatterboxTurboTTS` : py`from chatterbox.tts import ChatterboxTTS`,
      blank,
      py`device = "cuda" if torch.cuda.is_available() else "cpu"`,
      load,
      blank,
      py`text = ${textInput(model, SPEECH_SAMPLE)}`,
      turbo
        ? py`wav = model.generate(text, audio_prompt_path="reference_voice.wav")  # Turbo clones the voice of a ~10 s clip`
        : py`wav = model.generate(text)  # audio_prompt_path="voice.wav" clones the voice of a clip`,
      py`sf.write("speech.wav", wav.squeeze(0).cpu().numpy(), model.sr)`,
    ),
  );
};

/** KittenTTS: small ONNX voices that run on the CPU; the package reads the repository's config.json. */
export const kittentts = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install https://github.com/KittenML/KittenTTS/releases/download/0.8.1/kittentts-0.8.1-py3-none-any.whl soundfile
    import soundfile as sf
    from kittentts import KittenTTS

    model = KittenTTS(${modelId(model)})
    audio = model.generate(${textInput(model, SPEECH_SAMPLE)}, voice="expr-voice-5-m")  # or Bella, Jasper, Luna, Bruno, ...
    sf.write("speech.wav", audio, 24000)`);

type Qwen3TtsKind = "custom_voice" | "voice_design" | "base";

/**
 * The generation method of a Qwen3-TTS checkpoint depends on its `tts_model_type`: each of the three methods
 * raises ValueError on the other kinds. The official repositories name the kind; a repository that does not
 * is treated as a Base (voice clone) model, the kind fine-tunes start from.
 */
function qwen3TtsKind(id: string): Qwen3TtsKind {
  if (/customvoice/i.test(id)) {
    return "custom_voice";
  }
  if (/voicedesign/i.test(id)) {
    return "voice_design";
  }
  return "base";
}

/** Qwen3-TTS: custom voices (named speakers), voice design (described voices) or voice cloning (Base models). */
export const qwen3_tts = (model: ModelData): string[] => {
  const id = modelId(model);
  const text = textInput(model, SPEECH_SAMPLE);
  const kind = qwen3TtsKind(id);
  const generate =
    kind === "custom_voice"
      ? py`
        # model.get_supported_speakers() lists the voices
        wavs, sample_rate = model.generate_custom_voice(text=${text}, language="Auto", speaker="Ryan")`
      : kind === "voice_design"
        ? py`
          wavs, sample_rate = model.generate_voice_design(
              text=${text},
              language="Auto",  # or the text's language, e.g. "English"
              instruct="A calm, warm female voice speaking slowly.",
          )`
        : py`
          # Base models clone the voice of a reference clip, given with its transcript
          wavs, sample_rate = model.generate_voice_clone(
              text=${text},
              language="Auto",  # or the text's language, e.g. "English"
              ref_audio="reference.wav",
              ref_text="The words spoken in reference.wav.",
          )`;
  return snippetTexts(py`
    # pip install -U qwen-tts soundfile
    import soundfile as sf
    import torch
    from qwen_tts import Qwen3TTSModel

    # attn_implementation="flash_attention_2" is faster where flash-attn is installed
    model = Qwen3TTSModel.from_pretrained(${id}, device_map="cuda:0", dtype=torch.bfloat16)

    ${generate}
    sf.write("speech.wav", wavs[0], sample_rate)`);
};

/**
 * Moshi: a speech-to-speech dialogue model, run by the package's servers. MLX repositories (`-mlx`, with
 * `-q4`/`-q8` weights that must match the `-q` flag) run with moshi_mlx on Apple Silicon, the others with
 * the PyTorch server (a CUDA GPU). The Candle (Rust) weights run with the Rust server of the repository.
 */
export const moshi = (model: ModelData): string[] => {
  const id = modelId(model);
  if (/-mlx/i.test(id)) {
    const quantized = trusted(/-q4/i.test(id) ? " -q 4" : /-q8/i.test(id) ? " -q 8" : "");
    return snippetTexts(sh`
      # macOS on Apple Silicon
      pip install -U moshi_mlx
      python -m moshi_mlx.local_web${quantized} --hf-repo ${id}  # then open http://localhost:8998
      # or in the terminal: python -m moshi_mlx.local${quantized} --hf-repo <the same repository>`);
  }
  if (/-candle/i.test(id)) {
    return snippetTexts(sh`
      # Candle (Rust) weights run with the Rust server (needs the Rust toolchain and a CUDA GPU)
      git clone https://github.com/kyutai-labs/moshi && cd moshi/rust
      # point "hf_repo" of the server's configuration at this repository
      python3 -c 'import json, sys; p = "moshi-backend/config.json"; c = json.load(open(p)); c["hf_repo"] = sys.argv[1]; json.dump(c, open(p, "w"), indent=2)' ${id}
      cargo run --features cuda --bin moshi-backend -r -- --config moshi-backend/config.json standalone`);
  }
  return snippetTexts(sh`
    # needs a CUDA GPU
    pip install -U moshi
    python -m moshi.server --hf-repo ${id}  # then open http://localhost:8998`);
};
