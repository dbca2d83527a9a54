import { ownEntry } from "./lookup.js";

/**
 * The sample files in fixtures/provider-tapes/, served at /media/{name}: the files the provider recordings were made with, offered by
 * the widgets' media pickers. Content types are explicit because the recordings depend on them (fal-ai speech input
 * must arrive as `audio/x-wav`).
 */
const SAMPLE_FILES = {
  "cheetah.png": { kind: "image", contentType: "image/png" },
  "cats.png": { kind: "image", contentType: "image/png" },
  "invoice.png": { kind: "image", contentType: "image/png" },
  "bird_canny.png": { kind: "image", contentType: "image/png" },
  "stormtrooper_depth.png": { kind: "image", contentType: "image/png" },
  "sample1.flac": { kind: "audio", contentType: "audio/flac" },
  "sample2.wav": { kind: "audio", contentType: "audio/x-wav" },
} as const satisfies Record<string, { kind: "image" | "audio"; contentType: string }>;

export type SampleName = keyof typeof SAMPLE_FILES;

/** A sample file as a widget input. */
export function sampleMedia(name: SampleName): { name: string; src: string } {
  return { name, src: `/media/${name}` };
}

/** The sample files of one kind, as widget inputs. */
export function samplesOf(kind: "image" | "audio"): Array<{ name: string; src: string }> {
  return (Object.keys(SAMPLE_FILES) as SampleName[])
    .filter((name) => SAMPLE_FILES[name].kind === kind)
    .map(sampleMedia);
}

/** The content type a sample file is served with; undefined for a name that is no sample file. */
export function sampleContentType(name: string): string | undefined {
  return ownEntry<{ contentType: string }>(SAMPLE_FILES, name)?.contentType;
}
