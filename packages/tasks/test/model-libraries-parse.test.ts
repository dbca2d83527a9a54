/**
 * Every snippet of every library, for every public model record and for hostile records, is valid code
 * of its language (python3 `ast`, acorn, `bash -n`), and no hostile input escapes its string literal.
 */
import { describe, expect, it } from "vitest";
import { MODEL_LIBRARIES_UI_ELEMENTS, type LibraryUiElement, type ModelData } from "../src/index.js";
import { adversarialModels, MARKER } from "./fixtures/library-snippets/adversarial-models.js";
import { everySnippet, publicRecords, type SnippetLanguage } from "./library-snippet-languages.js";
import { checkJs, checkPython, checkShell, type CheckResult } from "./model-libraries-code-checks.js";

type Language = SnippetLanguage;

interface Job {
  where: string;
  language: Language;
  code: string;
  marker: string;
}

const elements = MODEL_LIBRARIES_UI_ELEMENTS as Record<string, LibraryUiElement>;

/** All snippets of all libraries for the given records, deduplicated by language, code and marker. */
function collect(records: (ModelData & { marker?: string })[]): Job[] {
  const jobs = new Map<string, Job>();
  for (const { library, index, language, code, record } of everySnippet(records)) {
    const marker = record.marker ?? "";
    const key = JSON.stringify([language, code, marker]);
    if (!jobs.has(key)) {
      jobs.set(key, { where: `${library} #${index} for ${JSON.stringify(record.id)}`, language, code, marker });
    }
  }
  return [...jobs.values()];
}

function failures(jobs: Job[], results: CheckResult[]): string[] {
  return jobs.flatMap((job, i) => {
    const result = results[i]!;
    if (!result.ok) {
      return [`${job.where}: ${result.error}\n${job.code}`];
    }
    return result.leaks.length > 0 ? [`${job.where}: input outside literals: ${result.leaks.join("; ")}`] : [];
  });
}

function checkAll(jobs: Job[]): { failures: string[]; counts: Record<Language, number> } {
  const byLanguage = (language: Language) => jobs.filter((job) => job.language === language);
  const python = byLanguage("python");
  const shell = byLanguage("shell");
  const js = byLanguage("javascript");
  return {
    failures: [
      ...failures(
        python,
        checkPython(
          python.map((job) => job.code),
          MARKER,
        ),
      ),
      ...failures(
        shell,
        checkShell(
          shell.map((job) => job.code),
          MARKER,
        ),
      ),
      ...failures(
        js,
        js.map((job) => checkJs(job.code, MARKER)),
      ),
    ],
    counts: {
      python: python.length,
      shell: shell.length,
      javascript: js.length,
      csharp: byLanguage("csharp").length,
    },
  };
}

describe("library snippets parse", () => {
  it("for every public model record, in every library", () => {
    const { failures: problems, counts } = checkAll(collect([...publicRecords]));
    expect(problems).toEqual([]);
    expect(counts.python).toBeGreaterThan(100);
    expect(counts.shell).toBeGreaterThan(5);
    expect(counts.javascript).toBeGreaterThan(10);
  }, 240_000);

  it("for hostile records, with no input outside string literals or comments", () => {
    const records = adversarialModels();
    const { failures: problems, counts } = checkAll(collect(records));
    expect(problems).toEqual([]);
    expect(counts.python).toBeGreaterThan(1000);
    expect(counts.shell).toBeGreaterThan(100);
    expect(counts.javascript).toBeGreaterThan(20);
  }, 120_000);

  it("uses checkers that catch broken code and input outside literals", () => {
    expect(checkPython(["x = (", "PWNED = 1", 'f("PWNED")  # PWNED'], MARKER)).toEqual([
      { ok: false, error: "'(' was never closed (line 1)", leaks: [] },
      { ok: true, leaks: ["Name.id='PWNED'"] },
      { ok: true, leaks: [] },
    ]);
    const shell = checkShell(["echo 'open", "echo $(PWNED)", 'x="$PWNED"', "echo 'PWNED' $'\\x27' # PWNED"], MARKER);
    expect(shell.map((result) => [result.ok, result.leaks.length])).toEqual([
      [false, 0],
      [true, 1],
      [true, 1],
      [true, 0],
    ]);
    expect(checkJs("const PWNED = 1;", MARKER).leaks).toEqual(['Identifier.name="PWNED"']);
    expect(checkJs("const a = ;").ok).toBe(false);
  });

  it("plants the marker where it can be found: hostile ids reach the snippets' literals", () => {
    const record = adversarialModels()[0]!;
    const code = elements.transformers!.snippets!(record).join("\n");
    expect(code).toContain(MARKER);
    const [result] = checkPython([`x = ${JSON.stringify(MARKER)}\n${MARKER}()`], MARKER);
    expect(result!.leaks.length).toBeGreaterThan(0);
  });

  it("rejects a record without an id with a clear error", () => {
    const broken = { tags: [], inference: "" } as unknown as ModelData;
    expect(() => elements.timm!.snippets!(broken)).toThrow("library snippets: the model record has no id");
    expect(() => elements.timm!.snippets!(null as unknown as ModelData)).toThrow(
      "library snippets: expected a model record, got null",
    );
  });

  it("reads fields of the wrong type as absent instead of failing", () => {
    const odd = {
      id: "org/model",
      inference: "",
      tags: "conversational",
      pipeline_tag: 42,
      config: { peft: "CAUSAL_LM", sklearn: { model: "file" }, keras_hub: { tasks: "CausalLM" } },
      cardData: { base_model: [null, 3], instance_prompt: { text: "x" } },
      widgetData: "text",
      transformersInfo: { auto_model: ["AutoModel"] },
    } as unknown as ModelData;
    const jobs: Job[] = [...everySnippet([odd])].map(({ library, language, code }) => ({
      where: library,
      language,
      code,
      marker: "",
    }));
    expect(checkAll(jobs).failures).toEqual([]);
  });
});
