import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** apps/hub, whatever the working directory. */
export const APP_ROOT = fileURLToPath(new URL("..", import.meta.url));
/** The repository's reference data (fixtures/, described in its README): the one copy tests and the server read. */
export const DATA_DIR = join(APP_ROOT, "..", "..", "fixtures");
export const STATIC_DIR = join(APP_ROOT, "dist");

/** Where the server finds each part of its data, relative to the data folder. */
export const DATA_FILES = {
  /** The sample catalogue of model records. */
  sampleModels: "models-public.json",
  /** The app's own offline demo records, merged into the sample catalogue. */
  demoModels: "hub/offline-demo-models.json",
  /** Additions to the catalogue's records: links to real chat templates and their special tokens. */
  catalogueExtras: "hub/catalogue-extras.json",
  /** The sourced facts (license, gated, base models, file listings, card summaries), each with its page and day. */
  modelFacts: "hub/model-facts.json",
  /** Recorded provider exchanges, replayed in offline mode. */
  tapes: "provider-tapes/tapes.json",
  /** The sample file each recording that keyed a binary body as `{}` sent: those recordings replay for its bytes. */
  binaryInputs: "provider-tapes/binary-inputs.json",
  /** Exchanges in the providers' documented shapes for demo records no recording covers (`{ about, exchanges }`). */
  syntheticTapes: "provider-tapes/synthetic-tapes.json",
  /** The media files those recordings sent (served by name from the list in shared/sample-media.ts). */
  media: "provider-tapes",
  /** Real models' chat templates for the playground. */
  chatTemplates: "chat-templates",
} as const;

/** Absolute path of one part of the data in `dataDir`. */
export function dataPath(dataDir: string, part: keyof typeof DATA_FILES): string {
  return join(dataDir, DATA_FILES[part]);
}
