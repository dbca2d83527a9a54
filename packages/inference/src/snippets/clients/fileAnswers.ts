/**
 * Where each provider's answer holds the file it generated (an image, a sound), as the raw HTTP snippets
 * (python requests, js fetch) read it. The client reads the same answers in each provider's getResponse;
 * the snippet execution suite runs both against the providers' recorded response shapes, so the two
 * cannot drift apart unnoticed.
 */
import type { InferenceProvider } from "../../types.js";
import type { SnippetShape } from "../shapes.js";

export type FileAnswer =
  /** The answer's body is the file. */
  | { kind: "file" }
  /** A JSON answer with the file's URL at `path`. */
  | { kind: "url"; path: readonly (string | number)[] }
  /** replicate's prediction: `output` is the file's URL, or a list of URLs. */
  | { kind: "prediction" }
  /** A JSON answer with the file base64-encoded at `path`. */
  | { kind: "base64"; path: readonly (string | number)[] };

const FILE_ANSWERS: Readonly<Partial<Record<SnippetShape, Readonly<Partial<Record<InferenceProvider, FileAnswer>>>>>> =
  {
    textToImage: {
      "hf-inference": { kind: "file" },
      "fal-ai": { kind: "url", path: ["images", 0, "url"] },
      replicate: { kind: "prediction" },
      together: { kind: "base64", path: ["data", 0, "b64_json"] },
      nebius: { kind: "base64", path: ["data", 0, "b64_json"] },
      hyperbolic: { kind: "base64", path: ["images", 0, "image"] },
      nscale: { kind: "base64", path: ["data", 0, "b64_json"] },
      // black-forest-labs, wavespeed and zai-org answer with a job to poll: no raw HTTP snippet.
    },
    textToAudio: {
      "hf-inference": { kind: "file" },
      "fal-ai": { kind: "url", path: ["audio", "url"] },
      replicate: { kind: "prediction" },
      deepinfra: { kind: "file" },
    },
  };

/** How the provider's answer to a request of this shape holds the generated file; undefined if not known. */
export function fileAnswer(shape: SnippetShape, provider: InferenceProvider): FileAnswer | undefined {
  const byProvider = FILE_ANSWERS[shape];
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
