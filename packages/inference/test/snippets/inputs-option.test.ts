/**
 * The `inputs` option: the request's own input (a page's widget input) in place of the task's sample.
 * - every client prints it, and the code sends it as the client would;
 * - inputs of the wrong form are refused with an InferenceInputError naming what is wrong;
 * - hostile inputs (quotes, line breaks, `$(...)`, backticks, `</script>`, unicode; in texts, object fields, table
 *   columns and file names) change string literals only: every snippet of every pipeline and provider parses
 *   (python3 `ast`, acorn, `bash -n`) to the syntax tree of a benign twin, and its literals read back as the
 *   hostile values (bash runs the shell snippets with a recording `curl`, and nothing else runs).
 */
import type { ModelDataMinimal, PipelineType } from "@hubkit/tasks";
import { describe, expect, it } from "vitest";
import { InferenceInputError, snippets, type InferenceProvider, type InferenceTask } from "../../src/index.js";
import { PROVIDERS } from "../../src/registry/registry.js";
import { literal } from "../../src/snippets/literal.js";
import { SHAPE_OF_PIPELINE } from "../../src/snippets/shapes.js";
import { checkJs, checkPython, checkShell, type CodeReport } from "./support/codeChecks.js";
import { generate, type LabelledSnippet } from "./support/generate.js";

const model = (pipeline_tag: string, tags: string[] = []): ModelDataMinimal =>
  ({ id: "org/model", pipeline_tag, tags, inference: "" }) as ModelDataMinimal;
const get = (pipeline: string, opts: Record<string, unknown>, provider: InferenceProvider = "hf-inference") =>
  snippets.getInferenceSnippets(model(pipeline), "", provider, undefined, opts);
const find = (list: { client: string; language: string; content: string }[], language: string, client: string) =>
  list.find((s) => s.language === language && s.client === client)?.content ?? "";

describe("S16: the inputs option", () => {
  it("replaces the sample text in every client, and the code sends exactly it", () => {
    const list = get("text-classification", { inputs: "Paris is lovely in spring." });
    expect(list.length).toBeGreaterThanOrEqual(4);
    for (const snippet of list) expect(snippet.content, snippet.client).toContain("Paris is lovely in spring.");
    for (const snippet of list) expect(snippet.content, snippet.client).not.toContain("I like you. I love you");
    const [python] = checkPython([find(list, "python", "requests")]);
    expect(python?.payload).toEqual({ inputs: "Paris is lovely in spring." });
    expect(checkJs(find(list, "js", "fetch")).payload).toEqual({ inputs: "Paris is lovely in spring." });
  });

  it("prints an empty text as it is (the request sends it), not the sample", () => {
    const [python] = checkPython([find(get("summarization", { inputs: "" }), "python", "requests")]);
    expect(python?.payload).toEqual({ inputs: "" });
  });

  it("names the file an image or audio task reads, with the type of its extension", () => {
    const image = get("image-classification", { inputs: "holiday photo.JPG" });
    expect(find(image, "sh", "curl")).toContain(`--data-binary @"holiday photo.JPG"`);
    expect(find(image, "sh", "curl")).toContain("Content-Type: image/jpeg");
    expect(find(image, "python", "requests")).toContain(`output = query("holiday photo.JPG")`);
    const audio = get("automatic-speech-recognition", { inputs: "pluck.wav" });
    expect(find(audio, "js", "huggingface.js")).toContain(`fs.readFileSync("pluck.wav")], { type: "audio/wav" }`);
    // fal-ai takes no FLAC: the file of the type it takes, under the person's name.
    const fal = get("automatic-speech-recognition", { inputs: "voice memo.flac" }, "fal-ai");
    expect(find(fal, "js", "huggingface.js")).toContain(`fs.readFileSync("voice memo.wav")`);
    const zeroShot = get("zero-shot-image-classification", { inputs: "street.png" });
    expect(checkPython([find(zeroShot, "python", "requests")])[0]?.payload).toMatchObject({ image_path: "street.png" });
  });

  it("takes the fields of object inputs and any table of columns", () => {
    const qa = get("question-answering", { inputs: { question: "Who?", context: "Ada wrote it." } });
    expect(checkPython([find(qa, "python", "requests")])[0]?.payload).toEqual({
      inputs: { question: "Who?", context: "Ada wrote it." },
    });
    expect(find(qa, "python", "huggingface_hub")).toContain(`question="Who?"`);
    const table = { Year: ["2024", "2025"], Sales: ["3", "5"] };
    const tqa = get("table-question-answering", { inputs: { query: "Best year?", table } });
    expect(checkJs(find(tqa, "js", "fetch")).payload).toEqual({ inputs: { query: "Best year?", table } });
    const tabular = get("tabular-regression", { inputs: { Height: [1.5, 2], Species: ["Bream", "Pike"] } });
    expect(checkPython([find(tabular, "python", "requests")])[0]?.payload).toEqual({
      inputs: { data: { Height: [1.5, 2], Species: ["Bream", "Pike"] } },
    });
    const image = get("image-to-image", { inputs: { image: "sketch.png", prompt: "Make it blue" } });
    expect(checkPython([find(image, "python", "requests")])[0]?.payload).toEqual({
      inputs: "sketch.png",
      parameters: { prompt: "Make it blue" },
    });
  });

  it("keeps a __proto__ column a column in JavaScript (a computed key), where a plain key would set the prototype", () => {
    const columns = JSON.parse('{"__proto__": ["1"], "Other": ["2"]}') as Record<string, unknown>;
    const code = literal(columns, "js");
    expect(code).toBe(`{ ["__proto__"]: ["1"], Other: ["2"] }`);
    const evaluated = new Function(`return ${code};`)() as object;
    expect(Object.getOwnPropertyNames(evaluated)).toEqual(["__proto__", "Other"]);
    // Written plain, the key sets the object's prototype: the column is gone from the request.
    const plain = new Function(`return { __proto__: ["1"], Other: ["2"] };`)() as object;
    expect(Object.keys(plain)).toEqual(["Other"]);
    const list = get("table-question-answering", { inputs: { query: "Which?", table: columns } });
    expect(find(list, "js", "fetch")).toContain(`["__proto__"]: [`);
    expect(find(list, "js", "huggingface.js")).toContain(`["__proto__"]: [`);
    expect(checkPython([find(list, "python", "requests")])[0]?.payload).toEqual({
      inputs: { query: "Which?", table: JSON.parse('{"__proto__": ["1"], "Other": ["2"]}') },
    });
  });

  it("refuses inputs of the wrong form, naming what is wrong", () => {
    const refused = (pipeline: string, inputs: unknown, message: string) =>
      expect(() => get(pipeline, { inputs })).toThrow(new InferenceInputError(`getInferenceSnippets: ${message}`));
    refused("text-classification", 3, "opts.inputs must be a string here, got number");
    refused("text-classification", ["a"], "opts.inputs must be a string here, got an array");
    refused("image-classification", { file: "a.png" }, "opts.inputs must be a file name here, got object");
    refused("image-classification", " ", "opts.inputs must be a file name, got an empty string");
    refused("question-answering", "Who?", `opts.inputs must be an object here, got "Who?"`);
    refused(
      "question-answering",
      { question: "Who?" },
      `opts.inputs needs the field "context" (fields: question, context)`,
    );
    refused(
      "question-answering",
      { question: "Who?", context: "c", extra: 1 },
      `opts.inputs has a field "extra" this task does not take (fields: question, context)`,
    );
    refused(
      "sentence-similarity",
      { source_sentence: "a", sentences: "b" },
      `opts.inputs.sentences must be an array, got "b"`,
    );
    refused("tabular-classification", { Height: 3 }, `opts.inputs["Height"] must be a list of cells, got number`);
    refused("text-classification", Number.NaN, "opts.inputs must be a finite number, got NaN");
    refused(
      "question-answering",
      { question: new Date(0), context: "c" },
      `opts.inputs["question"] must be JSON data (a plain object), got a Date object`,
    );
    refused("text-classification", () => "x", "opts.inputs must be JSON data, got function");
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    refused("tabular-classification", cycle, `opts.inputs["self"] refers to itself`);
    expect(() =>
      snippets.getInferenceSnippets(model("text-generation", ["conversational"]), "", "together", undefined, {
        inputs: "Hello",
      }),
    ).toThrow(
      new InferenceInputError("getInferenceSnippets: opts.inputs: chat snippets send opts.messages, not inputs"),
    );
  });

  it("a long text is named by its start in an error", () => {
    expect(() => get("question-answering", { inputs: "x".repeat(500) })).toThrow(
      `opts.inputs must be an object here, got "${"x".repeat(60)}…"`,
    );
  });
});

/**
 * Every pipeline with snippets and each provider serving it. Chat takes `messages` (checked in
 * adversarial.test.ts); no provider serves text2text-generation, nor image-text-to-text without the chat tag.
 */
const PIPELINES = (Object.keys(SHAPE_OF_PIPELINE) as PipelineType[]).filter(
  (p) => p !== "text2text-generation" && p !== "image-text-to-text",
);

type Words = { text: (field: string) => string; file: (extension: string) => string };

/** A widget's input for a pipeline, built from texts and file names. */
function inputsFor(pipeline: PipelineType, { text, file }: Words): unknown {
  switch (pipeline) {
    case "question-answering":
      return { question: text("question"), context: text("context") };
    case "sentence-similarity":
      return { source_sentence: text("source"), sentences: [text("first"), text("second")] };
    case "table-question-answering":
      return { query: text("query"), table: { [text("column")]: [text("cell"), text("other")] } };
    case "tabular-classification":
    case "tabular-regression":
      return { [text("column")]: [text("cell")], [text("second")]: [text("other")] };
    case "document-question-answering":
      return { image: file("png"), question: text("question") };
    case "image-to-image":
    case "image-to-video":
    case "image-text-to-image" as PipelineType:
    case "image-text-to-video" as PipelineType:
      return { image: file("png"), prompt: text("prompt") };
  }
  const shape = SHAPE_OF_PIPELINE[pipeline];
  if (shape === "basicAudio") return file("flac");
  if (shape === "basicImage" || shape === "zeroShotImageClassification") return file("png");
  return text("text");
}

const PLAIN: Words = { text: (field) => `plain${field}value`, file: (extension) => `plainfilename.${extension}` };
const NASTY =
  `q"uo'te \\ back\\slash \n new\r\nline \t tab $(touch PWNED) \`touch PWNED\` \${PWNED} $HOME !! ` +
  `"""triple''' {x} %s </script><!-- */ // # ; && | > < * ? [a] ~ é漢字😀 \u2028\u2029 \u202e bidi end\\`;
const hostile = (payload: string): Words => ({
  text: (field) => `${field} ${payload}`,
  file: (extension) => `${payload}.${extension}`,
});
const FIELDS = [
  "question",
  "context",
  "source",
  "first",
  "second",
  "query",
  "column",
  "cell",
  "other",
  "prompt",
  "text",
];

function substitute(text: string, words: Words): string {
  let out = text.replaceAll("plainfilename", words.file("").slice(0, -1));
  for (const field of FIELDS) out = out.replaceAll(PLAIN.text(field), words.text(field));
  return out;
}

function deepSubstitute(value: unknown, words: Words): unknown {
  if (typeof value === "string") return substitute(value, words);
  if (Array.isArray(value)) return value.map((item) => deepSubstitute(item, words));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [substitute(k, words), deepSubstitute(v, words)]));
  }
  return value;
}

/** The snippets of the plain and hostile inputs, paired (same pipeline, provider and client). */
function pairs(words: Words): { plain: LabelledSnippet; nasty: LabelledSnippet }[] {
  const out: { plain: LabelledSnippet; nasty: LabelledSnippet }[] = [];
  for (const pipeline of PIPELINES) {
    for (const provider of Object.keys(PROVIDERS) as InferenceProvider[]) {
      if (!Object.hasOwn(PROVIDERS[provider], pipeline as InferenceTask)) continue;
      const call = (w: Words) => ({
        label: `${pipeline} @${provider}`,
        model: model(pipeline),
        token: PROVIDERS[provider][pipeline as InferenceTask]!.clientSideRoutingOnly ? "provider-key" : "hf_token",
        provider,
        mapping: undefined,
        opts: { inputs: inputsFor(pipeline, w) },
      });
      const plain = generate(call(PLAIN));
      const nasty = generate(call(words));
      expect(nasty.map((s) => s.client)).toEqual(plain.map((s) => s.client));
      plain.forEach((p, i) => out.push({ plain: p, nasty: nasty[i]! }));
    }
  }
  return out;
}

/** A `-F` value with curl's own quoted words (`file=@"a \\"b\\"";type=...`) read back as curl reads them. */
function curlFormWords(value: string): string {
  return value.replace(/"((?:[^"\\]|\\.)*)"/gs, (_, inner: string) => inner.replace(/\\(.)/gs, "$1"));
}

function compare(plain: CodeReport, nasty: CodeReport, words: Words, label: string): string[] {
  if (!plain.ok) return [`${label}: the benign twin does not parse: ${plain.error}`];
  if (!nasty.ok) return [`${label}: does not parse: ${nasty.error}`];
  if (nasty.skeleton !== plain.skeleton) return [`${label}: the syntax tree differs from the benign twin's`];
  const expected = plain.strings!.map((s) => substitute(s, words));
  return expected.every((s, i) => s === nasty.strings![i]) ? [] : [`${label}: literals do not read back as the inputs`];
}

describe.each([
  ["quotes, escapes, shell and script syntax, unicode", NASTY],
  ["double quotes only", 'say "PWNED" twice "now"'],
])("hostile inputs: %s", (_name, payload) => {
  const words = hostile(payload);
  const all = pairs(words);

  it("reach every client of every pipeline", () => {
    // Every client but the two openai ones, which only chat.
    expect(new Set(all.map((p) => `${p.plain.language}/${p.plain.client}`)).size).toBe(6);
    expect(new Set(all.map((p) => p.plain.label.split(" ")[0])).size).toBe(PIPELINES.length);
    // Every hostile value reaches the code (the plain markers are all replaced).
    for (const { nasty } of all) expect(nasty.content, nasty.label).not.toMatch(/plain\w+value|plainfilename/);
  });

  it("python: same syntax tree as the twin, values intact", () => {
    const python = all.filter((p) => p.plain.language === "python");
    const reports = checkPython(python.flatMap((p) => [p.plain.content, p.nasty.content]));
    const failures = python.flatMap((p, i) => compare(reports[2 * i]!, reports[2 * i + 1]!, words, p.plain.label));
    expect(failures).toEqual([]);
  }, 120_000);

  it("js: same syntax tree as the twin, values intact", () => {
    const failures = all
      .filter((p) => p.plain.language === "js")
      .flatMap((p) => compare(checkJs(p.plain.content), checkJs(p.nasty.content), words, p.plain.label));
    expect(failures).toEqual([]);
  }, 120_000);

  it("sh: bash passes curl the inputs intact and runs nothing", () => {
    const shell = all.filter((p) => p.plain.language === "sh");
    const reports = checkShell(shell.flatMap((p) => [p.plain.content, p.nasty.content]));
    const failures = shell.flatMap((p, i) => {
      const plain = reports[2 * i]!;
      const nasty = reports[2 * i + 1]!;
      if (!plain.ok || !nasty.ok) return [`${p.plain.label}: ${plain.error ?? nasty.error}`];
      if (nasty.sideEffects!.length > 0) return [`${p.plain.label}: the run created ${nasty.sideEffects!.join(", ")}`];
      const read = (argv: string[], j: number) =>
        argv[j - 1] === "-d" ? JSON.parse(argv[j]!) : argv[j - 1] === "-F" ? curlFormWords(argv[j]!) : argv[j];
      const expected = plain.argv!.map((arg, j) => {
        const value: unknown = read(plain.argv!, j);
        return typeof value === "string" ? substitute(value, words) : deepSubstitute(value, words);
      });
      const actual = nasty.argv!.map((_, j) => read(nasty.argv!, j));
      return JSON.stringify(actual) === JSON.stringify(expected) ? [] : [`${p.plain.label}: curl got other arguments`];
    });
    expect(failures).toEqual([]);
    expect(shell.length).toBeGreaterThan(15);
  }, 120_000);
});
