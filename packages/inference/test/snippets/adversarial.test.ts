/**
 * Hostile model records: ids, provider ids, LoRA paths, mask tokens, tokens, bill-to names and chat
 * messages full of quotes, backslashes, line breaks, `$()`, backticks, `"""`, `${}`, `</script>` and
 * unicode. For every pipeline tag with snippets and every provider that serves it:
 * - every snippet still parses (python3 `ast`, acorn, `bash -n`);
 * - its syntax tree is the tree of a benign twin's snippet (same record with plain values): the input
 *   changed string literals only, never code;
 * - every literal reads back as the twin's literal with the plain values replaced by the hostile ones:
 *   the values arrive intact (bash runs the shell snippets with a recording `curl`, and the run must
 *   leave no file behind).
 */
import type { ModelDataMinimal, PipelineType } from "@hubkit/tasks";
import { describe, expect, it } from "vitest";
import { InferenceInputError, type InferenceProvider, type InferenceTask } from "../../src/index.js";
import { PROVIDERS } from "../../src/registry/registry.js";
import { SHAPE_OF_PIPELINE } from "../../src/snippets/shapes.js";
import { checkJs, checkPython, checkShell, type CodeReport } from "./support/codeChecks.js";
import { generate, type Call, type LabelledSnippet } from "./support/generate.js";

/** The plain values of the twin, each mapped to the hostile value of the same field. */
interface Values {
  id: string;
  providerId: string;
  weights: string;
  mask: string;
  hubToken: string;
  providerKey: string;
  billTo: string;
  message: string;
}

const PLAIN: Values = {
  id: "plain-org/plain-model",
  providerId: "plain-provider-id",
  weights: "plain-weights.safetensors",
  mask: "PLAINMASK",
  hubToken: "hf_plaintoken",
  providerKey: "plainproviderkey",
  billTo: "plain-bill-to",
  message: "plain message",
};

const NASTY =
  `q"uo'te \\ back\\slash \n new\r\nline \t tab $(touch PWNED) \`touch PWNED\` \${PWNED} $HOME !! ` +
  `"""triple''' {x} %s </script><!-- */ // # ; && | > < * ? [a] ~ é漢字😀 \u2028\u2029 \u202e bidi \u200b zw \ufeff end\\`;
const DOUBLE_QUOTES_ONLY = 'say "PWNED" twice "now"';
/** NUL and an unpaired surrogate: a shell word cannot carry them as they are (see below). */
const UNCARRIABLE = "nul\u0000here \ud800 lone PWNED";

function hostile(payload: string): Values {
  return {
    id: `org/${payload}`,
    providerId: `provider/${payload}`,
    weights: `w/${payload}.safetensors`,
    mask: `[${payload}]`,
    hubToken: `hf_${payload}`,
    providerKey: `key ${payload}`,
    billTo: `org ${payload}`,
    message: `message ${payload}`,
  };
}

/** Pipeline tags with snippets, the chat variants, and the task each one runs. */
const TARGETS: { pipeline: PipelineType; chat: boolean; task: InferenceTask }[] = [
  ...(Object.keys(SHAPE_OF_PIPELINE) as PipelineType[]).map((pipeline) => ({
    pipeline,
    chat: false,
    task: pipeline as InferenceTask,
  })),
  { pipeline: "text-generation", chat: true, task: "conversational" },
  { pipeline: "image-text-to-text", chat: true, task: "conversational" },
];

function callsFor(values: Values): Call[] {
  const calls: Call[] = [];
  for (const target of TARGETS) {
    for (const provider of Object.keys(PROVIDERS) as InferenceProvider[]) {
      if (!Object.hasOwn(PROVIDERS[provider], target.task)) continue;
      // Widget texts and the card's prompt are never printed (snippets show the task's sample input),
      // but a hostile record carries them too.
      const model = {
        id: values.id,
        pipeline_tag: target.pipeline,
        tags: target.chat ? ["conversational"] : [],
        mask_token: values.mask,
        inference: "",
        widgetData: [{ text: values.message }],
        cardData: { instance_prompt: values.message },
      } as ModelDataMinimal;
      const mapping = {
        hfModelId: values.id,
        providerId: values.providerId,
        status: "live" as const,
        task: target.task,
        ...(target.pipeline === "text-to-image" && { adapter: "lora", adapterWeightsPath: values.weights }),
      };
      const tokens = PROVIDERS[provider][target.task]!.clientSideRoutingOnly
        ? [values.providerKey]
        : [values.hubToken, values.providerKey];
      for (const token of tokens) {
        for (const streaming of target.chat ? [false, true] : [false]) {
          calls.push({
            label: `${target.pipeline}${target.chat ? "+chat" : ""} @${provider} (${token === values.hubToken ? "hub token" : "provider key"}${streaming ? ", stream" : ""})`,
            model,
            token,
            provider,
            mapping,
            opts: {
              streaming,
              billTo: values.billTo,
              ...(target.chat && { messages: [{ role: "user", content: values.message }] }),
            },
          });
        }
      }
    }
  }
  return calls;
}

/** Snippets of the hostile record and of its twin, paired by label (same call, same client). */
function pairs(values: Values): { plain: LabelledSnippet; nasty: LabelledSnippet }[] {
  const plainCalls = callsFor(PLAIN);
  const nastyCalls = callsFor(values);
  return plainCalls.flatMap((call, i) => {
    const plain = generate(call);
    const nasty = generate(nastyCalls[i]!);
    expect(nasty.map((s) => s.client)).toEqual(plain.map((s) => s.client));
    return plain.map((p, j) => ({ plain: p, nasty: { ...nasty[j]!, label: p.label } }));
  });
}

/** The plain twin's text with every plain value replaced by its hostile counterpart. */
function substitute(text: string, values: Values): string {
  let out = text;
  for (const key of Object.keys(PLAIN) as (keyof Values)[]) out = out.replaceAll(PLAIN[key], values[key]);
  return out;
}

function deepSubstitute(value: unknown, values: Values): unknown {
  if (typeof value === "string") return substitute(value, values);
  if (Array.isArray(value)) return value.map((item) => deepSubstitute(item, values));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [substitute(k, values), deepSubstitute(v, values)]),
    );
  }
  return value;
}

function compareCode(plain: CodeReport, nasty: CodeReport, values: Values, label: string): string[] {
  if (!plain.ok) return [`${label}: the benign twin does not parse: ${plain.error}`];
  if (!nasty.ok) return [`${label}: does not parse: ${nasty.error}`];
  if (nasty.skeleton !== plain.skeleton) return [`${label}: the syntax tree differs from the benign twin's`];
  const expected = plain.strings!.map((s) => substitute(s, values));
  return expected.every((s, i) => s === nasty.strings![i])
    ? []
    : [`${label}: string literals do not read back as the hostile values`];
}

describe.each([
  ["quotes, escapes, shell and script syntax, unicode", NASTY],
  ["double quotes only", DOUBLE_QUOTES_ONLY],
])("hostile values: %s", (_name, payload) => {
  const values = hostile(payload);
  const all = pairs(values);

  it("cover every client", () => {
    const clients = new Set(all.map((p) => `${p.nasty.language}/${p.nasty.client}`));
    expect(clients.size).toBe(8);
    expect(all.length).toBeGreaterThan(150);
  });

  it("python: same syntax tree as the twin, values intact", () => {
    const python = all.filter((p) => p.plain.language === "python");
    const reports = checkPython(python.flatMap((p) => [p.plain.content, p.nasty.content]));
    const failures = python.flatMap((p, i) => compareCode(reports[2 * i]!, reports[2 * i + 1]!, values, p.plain.label));
    expect(failures).toEqual([]);
  }, 120_000);

  it("js: same syntax tree as the twin, values intact", () => {
    const failures = all
      .filter((p) => p.plain.language === "js")
      .flatMap((p) => compareCode(checkJs(p.plain.content), checkJs(p.nasty.content), values, p.plain.label));
    expect(failures).toEqual([]);
  }, 120_000);

  it("sh: bash passes curl the hostile values intact and runs nothing", () => {
    const shell = all.filter((p) => p.plain.language === "sh");
    const reports = checkShell(shell.flatMap((p) => [p.plain.content, p.nasty.content]));
    const failures = shell.flatMap((p, i) => {
      const plain = reports[2 * i]!;
      const nasty = reports[2 * i + 1]!;
      if (!plain.ok || !nasty.ok) return [`${p.plain.label}: ${plain.error ?? nasty.error}`];
      if (nasty.sideEffects!.length > 0) return [`${p.plain.label}: the run created ${nasty.sideEffects!.join(", ")}`];
      const expected = plain.argv!.map((arg, j) =>
        plain.argv![j - 1] === "-d" ? deepSubstitute(JSON.parse(arg), values) : substitute(arg, values),
      );
      const actual = nasty.argv!.map((arg, j) => (nasty.argv![j - 1] === "-d" ? JSON.parse(arg) : arg));
      return JSON.stringify(actual) === JSON.stringify(expected) ? [] : [`${p.plain.label}: curl got other arguments`];
    });
    expect(failures).toEqual([]);
    expect(shell.length).toBeGreaterThan(20);
  }, 120_000);
});

const isMultipart = (code: string) => code.includes("new FormData()") || code.includes("files=files");
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The values with the form's field (the provider id) as a USVString conversion makes it: U+FFFD for an unpaired surrogate. */
function wellFormed(values: Values): Values {
  return { ...values, providerId: values.providerId.replace(UNPAIRED_SURROGATE, "\ufffd") };
}

describe("hostile values a shell word cannot carry (NUL, unpaired surrogate)", () => {
  const values = hostile(UNCARRIABLE);
  const all = pairs(values);

  it("python and js keep them exactly (escaped)", () => {
    const python = all.filter((p) => p.plain.language === "python");
    const reports = checkPython(python.flatMap((p) => [p.plain.content, p.nasty.content]));
    // A multipart form's fields are USVStrings: the client's FormData sends an unpaired surrogate as U+FFFD,
    // and the multipart snippets (deepinfra's transcription) print the form the client sends.
    const sent = (p: { plain: LabelledSnippet }) => (isMultipart(p.plain.content) ? wellFormed(values) : values);
    const failures = [
      ...python.flatMap((p, i) => compareCode(reports[2 * i]!, reports[2 * i + 1]!, sent(p), p.plain.label)),
      ...all
        .filter((p) => p.plain.language === "js")
        .flatMap((p) => compareCode(checkJs(p.plain.content), checkJs(p.nasty.content), sent(p), p.plain.label)),
    ];
    expect(failures).toEqual([]);
    expect(all.filter((p) => p.plain.language !== "sh" && isMultipart(p.plain.content)).length).toBeGreaterThan(0);
  }, 120_000);

  it("sh stays valid and runs nothing (bash drops NUL; the surrogate becomes U+FFFD)", () => {
    const shell = all.filter((p) => p.nasty.language === "sh");
    const reports = checkShell(shell.map((p) => p.nasty.content));
    const failures = shell.flatMap((p, i) => {
      const report = reports[i]!;
      if (!report.ok) return [`${p.nasty.label}: ${report.error}`];
      return report.sideEffects!.length > 0 ? [`${p.nasty.label}: the run created files`] : [];
    });
    expect(failures).toEqual([]);
    expect(shell.length).toBeGreaterThan(20);
  }, 120_000);
});

describe("tokens and options that cannot work", () => {
  const model: ModelDataMinimal = {
    id: "org/m",
    pipeline_tag: "text-generation",
    tags: ["conversational"],
    inference: "",
  };
  const mapping = {
    hfModelId: "org/m",
    providerId: "gpt-4o",
    status: "live" as const,
    task: "conversational" as const,
  };

  it("a hub token for a provider that only takes its own keys is refused, as by the client", () => {
    expect(() => generate({ label: "", model, token: "hf_abc", provider: "openai", mapping, opts: {} })).toThrow(
      new InferenceInputError("Provider openai is closed-source and does not support HF tokens."),
    );
  });
});
