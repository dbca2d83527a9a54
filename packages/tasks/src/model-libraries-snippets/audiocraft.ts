import type { ModelData } from "../model-data.js";
import { py, snippetTexts, type Code } from "./code.js";
import { hasTag, modelId } from "./model-fields.js";

const SAVE_SAMPLES = py`
  for idx, one_wav in enumerate(wav):
      # Saves each sample as {idx}.wav, with loudness normalization
      audio_write(f"{idx}", one_wav.cpu(), model.sample_rate, strategy="loudness", loudness_compressor=True)`;

function musicgen(id: string): Code {
  return py`
    from audiocraft.models import MusicGen
    from audiocraft.data.audio import audio_write

    model = MusicGen.get_pretrained(${id})
    model.set_generation_params(duration=8)  # seconds of music per sample

    descriptions = ["happy rock", "energetic EDM", "sad jazz"]
    wav = model.generate(descriptions)  # generates 3 samples

    ${SAVE_SAMPLES}`;
}

function magnet(id: string): Code {
  return py`
    from audiocraft.models import MAGNeT
    from audiocraft.data.audio import audio_write

    model = MAGNeT.get_pretrained(${id})

    descriptions = ["disco beat", "energetic EDM", "funky groove"]
    wav = model.generate(descriptions)  # generates 3 samples

    ${SAVE_SAMPLES}`;
}

function audiogen(id: string): Code {
  return py`
    from audiocraft.models import AudioGen
    from audiocraft.data.audio import audio_write

    model = AudioGen.get_pretrained(${id})
    model.set_generation_params(duration=5)  # generate 5 seconds

    descriptions = ["dog barking", "siren of an emergency vehicle", "footsteps in a corridor"]
    wav = model.generate(descriptions)  # generates 3 samples

    ${SAVE_SAMPLES}`;
}

/** Model families of AudioCraft, recognised by their hub tag. */
const FAMILIES: readonly [tag: string, snippet: (id: string) => Code][] = [
  ["musicgen", musicgen],
  ["magnet", magnet],
  ["audiogen", audiogen],
];

/** AudioCraft: MusicGen and MAGNeT generate three music samples; AudioGen generates five seconds of sound. */
export const audiocraft = (model: ModelData): string[] => {
  const id = modelId(model);
  const family = FAMILIES.find(([tag]) => hasTag(model, tag));
  return snippetTexts(family ? family[1](id) : py`# Type of model unknown.`);
};
