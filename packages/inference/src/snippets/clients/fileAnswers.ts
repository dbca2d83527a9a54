/**
 * Where each provider's answer holds the file it generated (an image, a sound), as the raw HTTP snippets
 * (python requests, js fetch) read it. The client reads the same answers in each provider's getResponse;
 * the snippet execution suite runs both against the providers' recorded response shapes, so the two
 * cannot drift apart unnoticed.
 */
import type { InferenceProvider } from "../../spec/index.js";
import type { SnippetPipeline } from "../shapes.js";

export type FileAnswer =
  /** The answer's body is the file. */
  | { kind: "file" }
  /** A JSON answer with the file's URL at `path`. */
  | { kind: "url"; path: readonly (string | number)[] }
  /** replicate's prediction: `output` is the file's URL, or a list of URLs. */
  | { kind: "prediction" }
  /** A JSON answer with the file base64-encoded at `path`. */
  | { kind: "base64"; path: readonly (string | number)[] };

/** By task: one provider can answer two tasks of a shape differently (fal-ai's speech at once, its audio by a job). */
const FILE_ANSWERS: Readonly<
  Partial<Record<SnippetPipeline, Readonly<Partial<Record<InferenceProvider, FileAnswer>>>>>
> = {
  "text-to-image": {
    "hf-inference": { kind: "file" },
    "fal-ai": { kind: "url", path: ["images", 0, "url"] },
    replicate: { kind: "prediction" },
    together: { kind: "base64", path: ["data", 0, "b64_json"] },
    nebius: { kind: "base64", path: ["data", 0, "b64_json"] },
    hyperbolic: { kind: "base64", path: ["images", 0, "image"] },
    nscale: { kind: "base64", path: ["data", 0, "b64_json"] },
    // black-forest-labs, wavespeed and zai-org answer with a job to poll: no raw HTTP snippet.
  },
  "text-to-speech": {
    "hf-inference": { kind: "file" },
    "fal-ai": { kind: "url", path: ["audio", "url"] },
    replicate: { kind: "prediction" },
    deepinfra: { kind: "file" },
    together: { kind: "file" },
  },
  // fal-ai's text-to-audio answers with a queue job to poll: no raw HTTP snippet.
  "text-to-audio": { "hf-inference": { kind: "file" } },
};

/** How the provider's answer to a request for this task holds the generated file; undefined if not known. */
export function fileAnswer(pipeline: SnippetPipeline, provider: InferenceProvider): FileAnswer | undefined {
  const byProvider = Object.hasOwn(FILE_ANSWERS, pipeline) ? FILE_ANSWERS[pipeline] : undefined;
  return byProvider !== undefined && Object.hasOwn(byProvider, provider) ? byProvider[provider] : undefined;
}

/** `answer.images[0].url` / `answer["images"][0]["url"]`. */
export function accessPath(root: string, path: readonly (string | number)[], syntax: "js" | "python"): string {
  return (
    root +
    path
      .map((step) =>
        typeof step === "number" ? `[${step}]` : syntax === "js" ? `.${step}` : `[${JSON.stringify(step)}]`,
      )
      .join("")
  );
}
