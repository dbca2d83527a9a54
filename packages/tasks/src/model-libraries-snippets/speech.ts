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

/**
 * VibeVoice: Microsoft removed the long-form TTS inference code from the repository (2025-09-05); what it
 * ships runs the ASR model and the Realtime (streaming TTS) model through its demo scripts, from a clone.
 */
export const vibevoice = (model: ModelData): string[] => {
  const id = modelId(model);
  if (/asr/i.test(id)) {
    return snippetTexts(sh`
      git clone https://github.com/microsoft/VibeVoice.git && cd VibeVoice
      pip install -e .
      # transcribes with speakers and timestamps (up to an hour of audio in one pass)
      python demo/vibevoice_asr_inference_from_file.py --model_path ${id} --audio_files audio.wav`);
  }
  if (/realtime|streaming/i.test(id)) {
    return snippetTexts(sh`
      git clone https://github.com/microsoft/VibeVoice.git && cd VibeVoice
      pip install -e ".[streamingtts]"
      # speaks a text file with one of the voices in demo/voices/streaming_model (Carter, Davis, Emma, ...)
      python demo/realtime_model_inference_from_file.py --model_path ${id} --txt_path demo/text_examples/1p_vibevoice.txt --speaker_name Carter`);
  }
  return snippetTexts(sh`
    # The inference code of the VibeVoice long-form TTS models was removed from https://github.com/microsoft/VibeVoice
    # on 2025-09-05; the repository runs VibeVoice-ASR and VibeVoice-Realtime. Download the weights:
    hf download ${id} --local-dir VibeVoice-weights`);
};

/**
 * VoxCPM: `generate` returns a waveform at the model's own sample rate (16 kHz for VoxCPM 0.5B, higher for
 * later releases), which `model.tts_model.sample_rate` gives. The denoiser (a ModelScope model) is only
 * needed for noisy voice prompts, so it is not loaded.
 */
export const voxcpm = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install voxcpm soundfile
    import soundfile as sf
    from voxcpm import VoxCPM

    model = VoxCPM.from_pretrained(${modelId(model)}, load_denoiser=False)

    wav = model.generate(
        text=${textInput(model, SPEECH_SAMPLE)},
        cfg_value=2.0,  # how closely to follow the text and prompt
        inference_timesteps=10,  # more steps: better audio, slower
        # prompt_wav_path="voice.wav", prompt_text="The words spoken in voice.wav.",  # to clone a voice
    )
    sf.write("speech.wav", wav, model.tts_model.sample_rate)`);

/**
 * Zonos: speaks in the voice of a reference clip. Audio is read and written with soundfile (a dependency):
 * since torchaudio 2.9, `torchaudio.load` and `save` need TorchCodec, which Zonos does not install.
 */
export const zonos = (model: ModelData): string[] =>
  snippetTexts(py`
    # apt install espeak-ng  (or brew install espeak-ng), then:
    # pip install git+https://github.com/Zyphra/Zonos.git  (hybrid models also need: pip install "zonos[compile] @ git+https://github.com/Zyphra/Zonos.git")
    import soundfile as sf
    import torch
    from zonos.conditioning import make_cond_dict
    from zonos.model import Zonos
    from zonos.utils import DEFAULT_DEVICE as device

    model = Zonos.from_pretrained(${modelId(model)}, device=device)

    samples, sampling_rate = sf.read("speaker.wav", dtype="float32", always_2d=True)  # 10-30 s of the voice to clone
    speaker = model.make_speaker_embedding(torch.from_numpy(samples.T), sampling_rate)

    cond_dict = make_cond_dict(text=${textInput(model, SPEECH_SAMPLE)}, speaker=speaker, language="en-us")
    codes = model.generate(model.prepare_conditioning(cond_dict))

    wavs = model.autoencoder.decode(codes).cpu().float()
    sf.write("speech.wav", wavs[0].T.numpy(), model.autoencoder.sampling_rate)`);

/** The repositories pocket-tts' own configurations load their weights from. */
const POCKET_TTS_REPOSITORIES = new Set(["kyutai/pocket-tts", "kyutai/pocket-tts-without-voice-cloning"]);

/**
 * Pocket TTS: `TTSModel.load_model` takes a language (one of the package's configurations) or a
 * configuration file, never a repository id; the configurations name the weights they load.
 */
export const pocket_tts = (model: ModelData): string[] => {
  const id = modelId(model);
  const load = POCKET_TTS_REPOSITORIES.has(id)
    ? py`tts_model = TTSModel.load_model()  # English; language="french_24l", "german_24l", ... for the others`
    : py`
      # load_model reads a configuration that names the weights to load: for this repository's weights, copy
      # one of the package's (pocket_tts/config/english.yaml), point its weights_path at them (hf://<repo>/<file>)
      # and pass it: TTSModel.load_model(config="my_config.yaml")
      tts_model = TTSModel.load_model()`;
  return snippetTexts(py`
    # pip install pocket-tts
    import scipy.io.wavfile
    from pocket_tts import TTSModel

    ${load}
    voice_state = tts_model.get_state_for_audio_prompt("alba")  # a voice of the catalogue, or a .wav file to clone
    audio = tts_model.generate_audio(voice_state, ${textInput(model, SPEECH_SAMPLE)})
    scipy.io.wavfile.write("speech.wav", tts_model.sample_rate, audio.numpy())`);
};

/**
 * Supertonic: ONNX text-to-speech. `TTS()` downloads Supertone/supertonic (the package's default); other
 * repositories with the same layout (onnx/, voice_styles/) are downloaded and passed as `model_dir`.
 */
export const supertonic = (model: ModelData): string[] => {
  const id = modelId(model);
  const defaultRepository = id === "Supertone/supertonic";
  return snippetTexts(
    lines(
      py`
        # pip install supertonic`,
      !defaultRepository && py`from huggingface_hub import snapshot_download`,
      py`from supertonic import TTS`,
      blank,
      defaultRepository
        ? py`tts = TTS(auto_download=True)`
        : py`tts = TTS(model_dir=snapshot_download(${id}), auto_download=False)`,
      py`
        style = tts.get_voice_style(voice_name="M1")  # M1, M2, F1, F2, ...

        wav, duration = tts.synthesize(${textInput(model, SPEECH_SAMPLE)}, voice_style=style)
        tts.save_audio(wav, "speech.wav")`,
    ),
  );
};

/**
 * Kimi-Audio: one model for speech recognition and spoken conversation. `generate` takes the sampling
 * settings as keywords; the conversational answer comes back as 24 kHz audio and text.
 */
export const kimi_audio = (model: ModelData): string[] =>
  snippetTexts(py`
    # git clone https://github.com/MoonshotAI/Kimi-Audio.git && cd Kimi-Audio
    # git submodule update --init --recursive && pip install -r requirements.txt
    import soundfile as sf
    from kimia_infer.api.kimia import KimiAudio

    model = KimiAudio(model_path=${modelId(model)}, load_detokenizer=True)

    # Speech recognition
    messages = [
        {"role": "user", "message_type": "text", "content": "Please transcribe the following audio:"},
        {"role": "user", "message_type": "audio", "content": "question.wav"},
    ]
    _, text = model.generate(messages, output_type="text", text_temperature=0.0, text_top_k=5)
    print(text)

    # Spoken conversation: an answer in speech and text
    messages = [{"role": "user", "message_type": "audio", "content": "question.wav"}]
    wav, text = model.generate(
        messages, output_type="both", audio_temperature=0.8, audio_top_k=10, text_temperature=0.0, text_top_k=5
    )
    sf.write("answer.wav", wav.detach().cpu().view(-1).numpy(), 24000)
    print(text)`);

/** Dia expects a script of `[S1]`/`[S2]` turns; a plain text becomes the first speaker's line. */
function dialogueScript(text: string): string {
  return /^\s*\[S[12]\]/.test(text) ? text : `[S1] ${text}`;
}

/** Dia2: streaming dialogue speech; `generate` writes the WAV file itself. */
export const dia2 = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install git+https://github.com/nari-labs/dia2.git
    from dia2 import Dia2, GenerationConfig, SamplingConfig

    dia = Dia2.from_repo(${modelId(model)}, device="cuda", dtype="bfloat16")
    config = GenerationConfig(cfg_scale=2.0, audio=SamplingConfig(temperature=0.8, top_k=50), use_cuda_graph=True)

    script = ${dialogueScript(textInput(model, "[S1] Have you tried the new model yet? [S2] Only this morning, and it sounds great."))}
    result = dia.generate(script, config=config, output_wav="dialogue.wav")`);

/** OpenASR's catalogue: its packs are published as `OpenASR/<catalogue id>` repositories. */
const OPENASR_ORGANISATION = "OpenASR/";

/**
 * OpenASR: a CLI that installs packs from its own signed catalogue (`openasr pull <id>`, the id being the
 * repository name under OpenASR/) and transcribes with `--model <id>`. A `.oasr` pack of another repository is
 * not in that catalogue: it is downloaded and passed as a file (`--model-pack`).
 */
export const openasr = (model: ModelData): string[] => {
  const id = modelId(model);
  const install = sh`
    # https://github.com/QuintinShaw/openasr (or brew install quintinshaw/tap/openasr)
    curl -fsSL https://dl.openasr.org/install.sh | sh`;
  if (id.startsWith(OPENASR_ORGANISATION) && id.length > OPENASR_ORGANISATION.length) {
    const packId = id.slice(OPENASR_ORGANISATION.length);
    return snippetTexts(
      install,
      sh`
        openasr pull ${packId}
        openasr transcribe audio.wav --model ${packId}`,
    );
  }
  return snippetTexts(
    install,
    sh`
      # Packs outside OpenASR's catalogue are run from their .oasr file
      hf download ${id} --include "*.oasr" --local-dir openasr-pack
      openasr transcribe audio.wav --model-pack "$(ls openasr-pack/*.oasr | head -n 1)"`,
  );
};

/** The repository that `Engine()` loads Vui Nano from (vui.hf.HF_REPO). */
const VUI_REPOSITORY = "fluxions/vui";

/**
 * Vui: `vui.engine.Engine` renders speech in the voice of a short reference clip (prefilled as a `Segment` of
 * its transcript and codec codes). `Engine()` loads Vui Nano from fluxions/vui; another repository's checkpoint
 * is downloaded and passed as a path.
 */
export const vui = (model: ModelData): string[] => {
  const id = modelId(model);
  const own = id === VUI_REPOSITORY;
  return snippetTexts(
    lines(
      py`
        # pip install git+https://github.com/fluxions-ai/vui  (Python 3.12, an NVIDIA GPU)
        import torch
        from julius.resample import resample_frac
        from torchcodec.decoders import AudioDecoder
        from torchcodec.encoders import AudioEncoder`,
      !own && py`from huggingface_hub import hf_hub_download, list_repo_files`,
      py`
        from vui.engine import Engine, GenConfig, Segment
        from vui.inference import asr
        from vui.qwen_codec import SAMPLE_RATE, QwenCodecEncoder`,
      blank,
      own
        ? py`engine = Engine()  # Vui Nano`
        : py`
          checkpoint = next(f for f in list_repo_files(${id}) if f.endswith((".safetensors", ".pt")))
          engine = Engine(hf_hub_download(${id}, checkpoint))  # a Vui Nano checkpoint`,
      py`
        encoder = QwenCodecEncoder.from_pretrained().cuda().float().eval()

        # The voice to speak in: a clip of under 15 seconds, with its transcript
        voice = AudioDecoder("voice.wav", sample_rate=16000, num_channels=1).get_all_samples().data.squeeze(0)
        with torch.inference_mode():
            codes = encoder.encode(resample_frac(voice.unsqueeze(0), 16000, SAMPLE_RATE).float().cuda().unsqueeze(0))
        prompt = Segment(asr(voice), codes[0, : engine.Q].T.long())

        with engine.new_row() as row:
            row.prefill([prompt])
            _, audio = row.render(${textInput(model, SPEECH_SAMPLE)}, GenConfig(temperature=0.7, max_secs=10))
        AudioEncoder(audio.squeeze().cpu().float().unsqueeze(0), sample_rate=SAMPLE_RATE).to_file("speech.wav")`,
    ),
  );
};
