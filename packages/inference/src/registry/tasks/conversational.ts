// Generated from the modules of src/providers/ by test/generated.test.ts: do not edit. After a change there, run
// `npm run generate`.

/**
 * The conversational table: every provider of the registry, in its order, with only its
 * conversational helper (from providers/<name>/chat.ts), or the names of all the tasks it serves (for
 * the error of a task it does not serve, for those that do not). The main entry's functions of the task
 * default to it, so their bundles carry no other task's helpers.
 */
import type { InferenceProviderModule } from "../../spec/index.js";
import { baseten } from "../../providers/baseten/chat.js";
import { cerebras } from "../../providers/cerebras/chat.js";
import { cohere } from "../../providers/cohere/chat.js";
import { deepinfra } from "../../providers/deepinfra/chat.js";
import { featherlessAi } from "../../providers/featherless-ai/chat.js";
import { fireworksAi } from "../../providers/fireworks-ai/chat.js";
import { groq } from "../../providers/groq/chat.js";
import { hfInference } from "../../providers/hf-inference/chat.js";
import { hyperbolic } from "../../providers/hyperbolic/chat.js";
import { nebius } from "../../providers/nebius/chat.js";
import { novita } from "../../providers/novita/chat.js";
import { nscale } from "../../providers/nscale/chat.js";
import { openai } from "../../providers/openai/chat.js";
import { ovhcloud } from "../../providers/ovhcloud/chat.js";
import { publicai } from "../../providers/publicai/chat.js";
import { sambanova } from "../../providers/sambanova/chat.js";
import { scaleway } from "../../providers/scaleway/chat.js";
import { together } from "../../providers/together/chat.js";
import { zaiOrg } from "../../providers/zai-org/chat.js";

export const CONVERSATIONAL_PROVIDERS: readonly InferenceProviderModule[] = [
  baseten,
  { provider: "black-forest-labs", tasks: {}, servedTasks: ["text-to-image"], retired: { since: "2026-06-29" } },
  cerebras,
  cohere,
  deepinfra,
  {
    provider: "fal-ai",
    tasks: {},
    servedTasks: [
      "text-to-image",
      "text-to-speech",
      "text-to-video",
      "image-to-video",
      "image-to-image",
      "image-text-to-image",
      "image-text-to-video",
      "image-segmentation",
      "audio-to-audio",
      "text-to-audio",
      "automatic-speech-recognition",
    ],
  },
  featherlessAi,
  fireworksAi,
  groq,
  hfInference,
  hyperbolic,
  nebius,
  novita,
  nscale,
  openai,
  ovhcloud,
  publicai,
  {
    provider: "replicate",
    tasks: {},
    servedTasks: ["text-to-image", "text-to-speech", "text-to-video", "image-to-image", "automatic-speech-recognition"],
  },
  sambanova,
  scaleway,
  together,
  {
    provider: "wavespeed",
    tasks: {},
    servedTasks: [
      "text-to-image",
      "text-to-video",
      "image-to-image",
      "image-to-video",
      "image-text-to-image",
      "image-text-to-video",
    ],
  },
  zaiOrg,
];
