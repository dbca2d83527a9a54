/**
 * Every snippet for every model of the public sample catalogue and every provider in its mapping (plus
 * hf-inference without a mapping), streaming or not, with a hub token, a provider key or no token, with
 * and without bill-to, parses in its language: python3 `ast`, acorn, `bash -n`. The shell snippets also
 * run with a stand-in `curl` and must call it with no side effect.
 */
import { describe, expect, it } from "vitest";
import { checkJs, checkPython, checkShell } from "./support/codeChecks.js";
import { generate, publicModels, uniqueByContent, type Call, type LabelledSnippet } from "./support/generate.js";
import { InferenceInputError, type InferenceProvider } from "../../src/index.js";

const TOKENS = { "hub token": "hf_publicsuitetoken", "provider key": "provider-key-123", "no token": "" };

function calls(): Call[] {
  const out: Call[] = [];
  for (const model of publicModels()) {
    const entries = Object.entries(model.inferenceProviderMapping ?? {}).map(
      ([provider, entry]) => [provider, { hfModelId: model.id, ...entry }] as const,
    );
    const targets = entries.some(([provider]) => provider === "hf-inference")
      ? entries
      : [...entries, ["hf-inference", undefined] as const];
    for (const [provider, mapping] of targets) {
      for (const [tokenKind, token] of Object.entries(TOKENS)) {
        for (const streaming of [false, true]) {
          for (const billTo of [undefined, "my-org"]) {
            out.push({
              label: `${model.id} @${provider} (${tokenKind}, ${streaming ? "stream" : "no stream"}${billTo ? ", billTo" : ""})`,
              model,
              token,
              provider: provider as InferenceProvider,
              mapping,
              opts: { streaming, ...(billTo && { billTo }) },
            });
          }
        }
      }
    }
  }
  return out;
}

const all: LabelledSnippet[] = [];
const rejected: string[] = [];
for (const call of calls()) {
  try {
    all.push(...generate(call));
  } catch (error) {
    // A hub token for a provider that only takes its own keys is refused, as by the client.
    if (!(error instanceof InferenceInputError && /does not support HF tokens/.test(error.message))) throw error;
    rejected.push(call.label);
  }
}

describe("snippets of the public catalogue", () => {
  it("cover many models, every language and every client", () => {
    const clients = new Set(all.map((s) => `${s.language}/${s.client}`));
    expect([...clients].sort()).toEqual([
      "js/fetch",
      "js/huggingface.js",
      "js/openai",
      "python/fal_client",
      "python/huggingface_hub",
      "python/openai",
      "python/requests",
      "sh/curl",
    ]);
    const models = new Set(all.map((s) => s.label.split(" @")[0]));
    expect(models.size).toBeGreaterThanOrEqual(30);
    expect(rejected).toEqual([]);
  });

  it("python snippets parse with python3 ast", () => {
    const unique = uniqueByContent(all, "python");
    const reports = checkPython(unique.map((s) => s.content));
    const failures = unique.flatMap((s, i) => (reports[i]!.ok ? [] : [`${s.label}: ${reports[i]!.error}`]));
    expect(failures).toEqual([]);
    expect(unique.length).toBeGreaterThan(100);
  });

  it("js snippets parse with acorn as ES modules", () => {
    const unique = uniqueByContent(all, "js");
    const failures = unique.flatMap((s) => {
      const report = checkJs(s.content);
      return report.ok ? [] : [`${s.label}: ${report.error}`];
    });
    expect(failures).toEqual([]);
    expect(unique.length).toBeGreaterThan(100);
  });

  it("shell snippets pass bash -n and call curl without side effects", () => {
    const unique = uniqueByContent(all, "sh");
    const reports = checkShell(unique.map((s) => s.content));
    const failures = unique.flatMap((s, i) => {
      const report = reports[i]!;
      if (!report.ok) return [`${s.label}: ${report.error}`];
      if (report.sideEffects!.length > 0) return [`${s.label}: created ${report.sideEffects!.join(", ")}`];
      return report.argv![0]!.startsWith("https://") ? [] : [`${s.label}: first curl argument ${report.argv![0]}`];
    });
    expect(failures).toEqual([]);
    expect(unique.length).toBeGreaterThan(50);
  }, 120_000);
});
