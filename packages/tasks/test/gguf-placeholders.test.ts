/**
 * fillGGUFPlaceholders: the placeholders of the GGUF snippets (as the counterpart emits them) filled with a
 * chosen file, checked with real interpreters: python3's `ast` reads the `filename=` value back, and bash
 * runs the local apps' commands against stub programs (nothing else on PATH) that record their arguments.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readFixtureJson } from "../../../test-support/fixtures.js";
import {
  fillGGUFPlaceholders,
  GGUF_FILE_PLACEHOLDER,
  LOCAL_APPS,
  parseGGUFQuantLabel,
  MODEL_LIBRARIES_UI_ELEMENTS,
  QUANT_TAG_PLACEHOLDER,
  type LocalApp,
  type LocalAppSnippet,
  type ModelData,
} from "../src/index.js";
import { checkPython, checkShell } from "./model-libraries-code-checks.js";

const publicModels = readFixtureJson<{ models: ModelData[] }>("models-public.json").models;
const GGUF_CHAT = publicModels.find((model) => model.id === "Qwen/Qwen2.5-0.5B-Instruct-GGUF")!;
const GGUF_TEXT: ModelData = {
  id: "TheBloke/Llama-2-7B-GGUF",
  tags: ["gguf"],
  inference: "",
  gguf: { total: 1, context_length: 4096 },
};
const llamaCppPython = MODEL_LIBRARIES_UI_ELEMENTS["llama-cpp-python"].snippets!;

// File paths a repository may hold, and hostile ones: quotes, command substitution, line breaks, the
// placeholders themselves, braces, non-ASCII text and bidirectional controls.
const PATHS = [
  "qwen2.5-0.5b-instruct-q4_k_m.gguf",
  "Q8_0/model-Q8_0-00001-of-00002.gguf",
  "custom.gguf",
  "a'b\"c$(touch pwned)`touch pwned`;x-Q5_K_M.gguf",
  'line\nbreak\\back\'slash"""-IQ2_XS.gguf',
  "{{GGUF_FILE}}{{QUANT_TAG}}{x}.gguf",
  "dir with space/émoji 🦙 \u202e-Q4_0.gguf",
  "-rf --help.gguf",
];

/** The `filename=` keyword values of every call in each Python source, read by python3's own parser. */
function filenameValues(sources: string[]): string[][] {
  const script = `
import ast, json, sys
out = []
for source in json.load(sys.stdin):
    values = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            values += [ast.literal_eval(k.value) for k in node.keywords if k.arg == "filename"]
    out.append(values)
print(json.dumps(out))`;
  const output = execFileSync("python3", ["-c", script], { input: JSON.stringify(sources) });
  return JSON.parse(output.toString("utf8")) as string[][];
}

function commands(app: LocalApp, model: ModelData, filepath?: string): string[] {
  if (!("snippet" in app)) {
    return [];
  }
  const result = app.snippet(model, filepath);
  const items: (string | LocalAppSnippet)[] = Array.isArray(result) ? result : [result];
  return items.flatMap((item) =>
    typeof item === "string" ? [item] : Array.isArray(item.content) ? item.content : [item.content],
  );
}

const sandbox = mkdtempSync(join(tmpdir(), "hubkit-gguf-"));
afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

/**
 * Runs a shell snippet with bash, in an empty folder whose PATH holds only stubs of the programs the
 * snippets call (and of `touch`, so an injected command would leave a file). Each stub records its name
 * and arguments, NUL-separated. Returns the argument lists of the calls.
 */
function runShell(code: string): { calls: string[][]; pwned: boolean } {
  const dir = mkdtempSync(join(sandbox, "run-"));
  const bin = join(dir, "bin");
  mkdirSync(join(dir, "build", "bin"), { recursive: true });
  mkdirSync(bin);
  const log = join(dir, "calls");
  const stub = `#!/bin/bash\nprintf '%s\\0' "\${0##*/}" "$@" >> "$CALLS"; printf '\\n' >> "$CALLS"\n`;
  for (const name of ["ollama", "local-ai", "docker", "llama-server", "npx", "curl", "brew", "winget"]) {
    writeFileSync(join(bin, name), stub);
    chmodSync(join(bin, name), 0o755);
  }
  writeFileSync(join(dir, "build", "bin", "llama-server"), stub);
  chmodSync(join(dir, "build", "bin", "llama-server"), 0o755);
  writeFileSync(join(bin, "touch"), `#!/bin/bash\n: > "${join(dir, "pwned")}"\n`);
  chmodSync(join(bin, "touch"), 0o755);
  writeFileSync(join(dir, "snippet.sh"), code);
  execFileSync("/bin/bash", ["--norc", "--noprofile", "snippet.sh"], {
    cwd: dir,
    env: { PATH: bin, CALLS: log },
  });
  const calls = existsSync(log)
    ? readFileSync(log, "utf8")
        .split("\0\n")
        .filter(Boolean)
        .map((line) => line.split("\0"))
    : [];
  return { calls, pwned: existsSync(join(dir, "pwned")) };
}

describe("GGUF placeholders in the snippets", () => {
  it("are emitted as the counterpart emits them when no file is chosen", () => {
    for (const model of [GGUF_CHAT, GGUF_TEXT]) {
      expect(llamaCppPython(model)[0]).toContain(`    filename="${GGUF_FILE_PLACEHOLDER}",`);
    }
    expect(LOCAL_APPS.ollama.snippet(GGUF_CHAT)).toBe(
      `ollama run 'hf.co/Qwen/Qwen2.5-0.5B-Instruct-GGUF:${QUANT_TAG_PLACEHOLDER}'`,
    );
    expect(commands(LOCAL_APPS.localai, GGUF_CHAT)[0]).toBe(
      `local-ai run 'huggingface://Qwen/Qwen2.5-0.5B-Instruct-GGUF/${GGUF_FILE_PLACEHOLDER}'`,
    );
  });
});

describe("fillGGUFPlaceholders", () => {
  it("puts the file path into llama-cpp-python's filename=, exactly, for every path", () => {
    const sources = [GGUF_CHAT, GGUF_TEXT].flatMap((model) =>
      PATHS.map((path) => fillGGUFPlaceholders(llamaCppPython(model)[0]!, path, "python")),
    );
    expect(checkPython(sources, "pwned").filter((result) => !result.ok || result.leaks.length > 0)).toEqual([]);
    expect(filenameValues(sources)).toEqual([...PATHS, ...PATHS].map((path) => [path]));
    expect(fillGGUFPlaceholders(llamaCppPython(GGUF_CHAT)[0]!, "model-Q4_K_M.gguf", "python")).toContain(
      '    filename="model-Q4_K_M.gguf",',
    );
  });

  it("gives the local apps' commands the chosen file and quant, and runs nothing else", () => {
    const jobs = (["llama.cpp", "node-llama-cpp", "ollama", "localai"] as const).flatMap((key) =>
      commands(LOCAL_APPS[key], GGUF_CHAT)
        .filter((command) => command.includes("{{"))
        .flatMap((command) => PATHS.map((path) => ({ key, path, code: fillGGUFPlaceholders(command, path, "shell") }))),
    );
    expect(jobs.length).toBeGreaterThanOrEqual(8 * PATHS.length);
    expect(checkShell(jobs.map((job) => job.code)).filter((result) => !result.ok)).toEqual([]);
    for (const { key, path, code } of jobs) {
      const { calls, pwned } = runShell(code);
      expect(pwned, `${key} ${JSON.stringify(path)}`).toBe(false);
      const words = calls.flat();
      const label = /(?<quant>Q4_K_M|Q8_0|Q5_K_M|IQ2_XS|Q4_0)/i.exec(path)?.groups?.quant?.toUpperCase();
      const id = "Qwen/Qwen2.5-0.5B-Instruct-GGUF";
      if (key === "localai") {
        expect(words, path).toContain(`huggingface://${id}/${path}`);
      } else {
        const prefix = { "llama.cpp": "", "node-llama-cpp": "hf:", ollama: "hf.co/" }[key];
        // A file without a label drops the tag and its colon: the app picks its default quant.
        expect(words, `${key} ${path}`).toContain(label === undefined ? `${prefix}${id}` : `${prefix}${id}:${label}`);
      }
      if (!path.includes("{{")) {
        expect(words.join(" ")).not.toContain("{{");
      }
    }
  }, 120_000);

  it("runs llama.cpp on a chosen file without a quant label by naming it (--hf-file), whatever its path", () => {
    const unlabelled = [...PATHS, "qwen2.5-7b-instruct-fp16-00001-of-00004.gguf"].filter(
      (path) => parseGGUFQuantLabel(path) === undefined,
    );
    expect(unlabelled.length).toBeGreaterThanOrEqual(3);
    const id = "Qwen/Qwen2.5-0.5B-Instruct-GGUF";
    for (const path of unlabelled) {
      const servers = commands(LOCAL_APPS["llama.cpp"], GGUF_CHAT, path).filter((code) =>
        code.includes("llama-server -hf"),
      );
      expect(servers.length, path).toBeGreaterThan(0);
      for (const code of servers) {
        const { calls, pwned } = runShell(code);
        expect(pwned, path).toBe(false);
        const server = calls.find((call) => call[0] === "llama-server");
        expect(server, `${path}\n${code}`).toEqual(["llama-server", "-hf", id, "--hf-file", path]);
      }
    }
  }, 120_000);

  it("fills the older {{OLLAMA_TAG}} (colon included) and leaves text without placeholders alone", () => {
    expect(fillGGUFPlaceholders("ollama run hf.co/org/model{{OLLAMA_TAG}}", "m.Q6_K.gguf", "shell")).toBe(
      "ollama run hf.co/org/model:Q6_K",
    );
    expect(fillGGUFPlaceholders("ollama run hf.co/org/model{{OLLAMA_TAG}}", "model.gguf", "shell")).toBe(
      "ollama run hf.co/org/model",
    );
    expect(fillGGUFPlaceholders("local-ai run huggingface://org/m/{{GGUF_FILE}}", "a b.gguf", "shell")).toBe(
      "local-ai run huggingface://org/m/'a b.gguf'",
    );
    expect(fillGGUFPlaceholders("print(1)", "model.gguf", "python")).toBe("print(1)");
  });

  it("escapes by where the placeholder sits: inside either quote, outside strings, in a comment", () => {
    const python = [
      "a = '{{GGUF_FILE}}'",
      'b = "{{GGUF_FILE}}"',
      "c = {{GGUF_FILE}}",
      "# {{GGUF_FILE}}\nd = 1",
      'e = """x {{GGUF_FILE}} y"""',
    ].join("\n");
    const path = 'it\'s "odd"\n.gguf';
    const filled = fillGGUFPlaceholders(python, path, "python");
    const script =
      "import ast, json, sys\nns = {}\nexec(compile(ast.parse(sys.stdin.read()), 's', 'exec'), ns)\nprint(json.dumps([ns[k] for k in 'abce']))";
    expect(JSON.parse(execFileSync("python3", ["-c", script], { input: filled }).toString("utf8"))).toEqual([
      path,
      path,
      path,
      `x ${path} y`,
    ]);
    const shell = `printf '%s\\n' '{{GGUF_FILE}}' "{{GGUF_FILE}}" {{GGUF_FILE}} $'{{GGUF_FILE}}' # {{GGUF_FILE}}`;
    const out = execFileSync("/bin/bash", ["--norc", "--noprofile", "-c", fillGGUFPlaceholders(shell, path, "shell")], {
      env: {},
    }).toString("utf8");
    expect(out).toBe(`${path}\n`.repeat(4));
  });

  it("rejects what is not a snippet, a .gguf path or a language, naming it", () => {
    expect(() => fillGGUFPlaceholders("x", "model.bin", "shell")).toThrow(
      'fillGGUFPlaceholders: expected the path of a .gguf file, got "model.bin"',
    );
    expect(() => fillGGUFPlaceholders(null as unknown as string, "m.gguf", "shell")).toThrow(
      "fillGGUFPlaceholders: expected the snippet as a string, got null",
    );
    expect(() => fillGGUFPlaceholders("x", "m\0.gguf", "shell")).toThrow("holds a NUL character");
    expect(() => fillGGUFPlaceholders("x", "m.gguf", "ruby" as "shell")).toThrow(
      'fillGGUFPlaceholders: expected the language "python" or "shell", got "ruby"',
    );
  });
});
