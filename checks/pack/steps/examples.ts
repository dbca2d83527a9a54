import { readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { routeToReplay, servePreview, viteBuild } from "../lib/browser.js";
import { isRecord, parseRecord } from "../lib/json.js";
import type { Tarball } from "../lib/pack.js";
import { run, runToEnd } from "../lib/process.js";
import { exampleProject } from "../lib/project.js";
import { kb } from "../lib/report.js";

/** A made-up token: the replay server never checks it, and nothing leaves the machine. */
const TOKEN = "hf_offline_example";

export interface ExampleContext {
  repo: string;
  work: string;
  tarballs: readonly Tarball[];
}

/** examples/node-chat-stream, unmodified, its fetch calls answered by the hub app's replay server (a preload). */
export async function nodeChatStream(context: ExampleContext, preload: string, replayOrigin: string): Promise<string> {
  const dir = await exampleProject(
    join(context.repo, "examples", "node-chat-stream"),
    join(context.work, "example-node-chat-stream"),
    context.tarballs,
  );
  const env = { ...process.env, HF_TOKEN: TOKEN, HUBKIT_REPLAY_ORIGIN: replayOrigin };
  const { stdout } = await run(process.execPath, ["--import", preload, "stream-chat.mjs"], {
    cwd: dir,
    env,
    timeoutMs: 60_000,
  });
  if (stdout !== "This is a test.\n") throw new Error(`stream-chat.mjs printed ${JSON.stringify(stdout)}`);
  // Without a token it says what to do, instead of failing somewhere inside the client.
  const { HF_TOKEN: _token, ...withoutToken } = env;
  const refused = await runToEnd(process.execPath, ["--import", preload, "stream-chat.mjs"], {
    cwd: dir,
    env: withoutToken,
    timeoutMs: 60_000,
  });
  if (refused.code !== 1 || !refused.stderr.includes("Set HF_TOKEN")) {
    throw new Error(`without HF_TOKEN, stream-chat.mjs exited ${refused.code}: ${refused.stderr}`);
  }
  return `streamed ${JSON.stringify(stdout.trim())} from the recorded cerebras exchange`;
}

/** The first of python3, /usr/bin/python3 that can import jinja2 (as the template engine's tests look for it). */
async function pythonWithJinja2(): Promise<string> {
  for (const candidate of ["python3", "/usr/bin/python3"]) {
    const probe = await runToEnd(candidate, ["-c", "import jinja2"], { cwd: "/", timeoutMs: 30_000 }).catch(
      () => undefined,
    );
    if (probe?.code === 0) return candidate;
  }
  throw new Error(
    "Python 3 with jinja2 is needed to check the chat-template example (Debian: apt-get install python3-jinja2)",
  );
}

/** examples/chat-template: its sample file renders as expected, and a real model's template renders as jinja2 does. */
export async function chatTemplate(context: ExampleContext): Promise<string> {
  const dir = await exampleProject(
    join(context.repo, "examples", "chat-template"),
    join(context.work, "example-chat-template"),
    context.tarballs,
  );
  const sample = await run(process.execPath, ["render-chat-template.mjs"], { cwd: dir, timeoutMs: 60_000 });
  const expected =
    "<s><|system|>\nYou are a helpful assistant.</s>\n<|user|>\nWhat is the capital of France?</s>\n<|assistant|>\n";
  if (sample.stdout !== expected) throw new Error(`the sample rendered ${JSON.stringify(sample.stdout)}`);

  // A real template (a .jinja file, as newer repositories publish it) and a conversation file, checked against
  // Python jinja2 configured as transformers configures it (the template engine's own oracle).
  const template = join(context.repo, "fixtures", "chat-templates", "Qwen--Qwen2.5-7B-Instruct.jinja");
  const messages = [
    { role: "user", content: "Write a haiku about the sea." },
    { role: "assistant", content: "Waves fold into foam" },
    { role: "user", content: 'Another, about <tags> & "quotes".' },
  ];
  writeFileSync(join(dir, "conversation.json"), JSON.stringify(messages));
  const real = await run(process.execPath, ["render-chat-template.mjs", template, "conversation.json"], {
    cwd: dir,
    timeoutMs: 60_000,
  });
  const request = {
    cases: [
      {
        template: readFileSync(template, "utf8"),
        context: { messages, add_generation_prompt: true, bos_token: "", eos_token: "" },
      },
    ],
  };
  const oracle = await run(
    await pythonWithJinja2(),
    [join(context.repo, "packages", "jinja", "test", "oracle", "render.py")],
    {
      cwd: dir,
      input: JSON.stringify(request),
      timeoutMs: 60_000,
    },
  );
  const results = parseRecord(oracle.stdout, "the jinja2 oracle's answer").results;
  const first: unknown = Array.isArray(results) ? results[0] : undefined;
  if (!isRecord(first) || first.ok !== true || typeof first.output !== "string") {
    throw new Error(`jinja2 did not render the template: ${oracle.stdout.slice(0, 300)}`);
  }
  if (real.stdout !== first.output) {
    throw new Error(
      `Qwen2.5's template: the example printed ${JSON.stringify(real.stdout)}, jinja2 ${JSON.stringify(first.output)}`,
    );
  }
  return `the sample, and Qwen2.5-7B-Instruct's template identical to jinja2 (${real.stdout.length} chars)`;
}

/** examples/browser-chat: type-checked, bundled by Vite, and used in chromium as a person would use the page. */
export async function browserChat(
  context: ExampleContext,
  browser: Browser,
  replayOrigin: string,
  tsc: string,
): Promise<string> {
  const dir = await exampleProject(
    join(context.repo, "examples", "browser-chat"),
    join(context.work, "example-browser-chat"),
    context.tarballs,
  );
  await run(process.execPath, [tsc, "-p", "tsconfig.json"], { cwd: dir, timeoutMs: 120_000 });
  const chunks = await viteBuild(dir, join(dir, "dist"));
  const gzipped = chunks.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
  const served = await servePreview(dir, join(dir, "dist"));
  const browserContext = await browser.newContext();
  try {
    const page = await browserContext.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const escaped = await routeToReplay(page, served.origin, replayOrigin);
    await page.goto(`${served.origin}/`);
    await page.getByLabel("Access token").fill(TOKEN);
    await page.getByLabel("Provider").selectOption("cerebras");
    await page.getByRole("button", { name: "Send" }).click();
    const reply = page.locator("#reply");
    // The button is disabled while the reply streams in, enabled again once it ended or failed.
    await page.waitForFunction(() => document.querySelector("button")?.disabled === false, undefined, {
      timeout: 30_000,
    });
    const shownError = page.getByRole("alert");
    if (await shownError.isVisible()) throw new Error(`the page shows an error: ${await shownError.innerText()}`);
    const text = await reply.innerText();
    if (text !== "This is a test.") throw new Error(`the page shows ${JSON.stringify(text)}`);
    if (escaped.length > 0) throw new Error(`the page tried to reach other hosts: ${escaped.join(", ")}`);
    if (errors.length > 0) throw new Error(`the page threw: ${errors.join("; ")}`);
    return `type-checks, ${kb(gzipped)} gzipped, streamed "${text}" in chromium`;
  } finally {
    await browserContext.close();
    await served.close();
  }
}

/**
 * Writes a small GGUF file with the installed @hubkit/gguf's own writer (a one-layer llama header, two tensors, zero
 * data), run in the example's project so it uses the packed package.
 */
const WRITE_SMALL_GGUF = `
import { writeFileSync } from "node:fs";
import { GGMLQuantizationType as T, GGUFValueType as V, ggufTensorLayout, serializeGgufHeader } from "@hubkit/gguf";
const pairs = {
  "general.architecture": { value: "llama", type: V.STRING },
  "general.name": { value: "pack-check", type: V.STRING },
  "llama.block_count": { value: 1, type: V.UINT32 },
  "llama.context_length": { value: 2048, type: V.UINT32 },
  "llama.embedding_length": { value: 64, type: V.UINT32 },
  "llama.attention.head_count": { value: 4, type: V.UINT32 },
  "llama.vocab_size": { value: 32, type: V.UINT32 },
};
const metadata = {
  version: { value: 3, type: V.UINT32 },
  tensor_count: { value: 0n, type: V.UINT64 },
  kv_count: { value: BigInt(Object.keys(pairs).length), type: V.UINT64 },
  ...pairs,
};
const { tensorInfos, dataSize } = ggufTensorLayout(
  [
    { name: "token_embd.weight", shape: [64, 32], dtype: T.Q8_0 },
    { name: "output.weight", shape: [64, 32], dtype: T.F16 },
  ],
  32,
);
const header = serializeGgufHeader(metadata, tensorInfos, { littleEndian: true });
const file = new Uint8Array(header.length + Number(dataSize));
file.set(header);
writeFileSync(process.argv[1], file);
`;

/** Serves one file's bytes on 127.0.0.1 by single byte ranges, as the hub serves a GGUF file; records the ranges. */
async function serveByRange(bytes: Buffer): Promise<{ url: string; ranges: string[]; close(): Promise<void> }> {
  const ranges: string[] = [];
  const server = createServer((request, response) => {
    const match = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? "");
    if (request.url !== "/model.gguf" || match === null) {
      response.writeHead(request.url === "/model.gguf" ? 416 : 404).end();
      return;
    }
    const start = Number(match[1]);
    const end = Math.min(Number(match[2]), bytes.length - 1);
    ranges.push(`${start}-${end}`);
    response
      .writeHead(206, { "content-range": `bytes ${start}-${end}/${bytes.length}`, "content-length": end - start + 1 })
      .end(bytes.subarray(start, end + 1));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the range server has no port");
  return {
    url: `http://127.0.0.1:${address.port}/model.gguf`,
    ranges,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** examples/gguf-header, unmodified: a file the packed writer made, read from disk and by range over HTTP. */
export async function ggufHeader(context: ExampleContext): Promise<string> {
  const dir = await exampleProject(
    join(context.repo, "examples", "gguf-header"),
    join(context.work, "example-gguf-header"),
    context.tarballs,
  );
  const path = join(dir, "small.gguf");
  await run(process.execPath, ["--input-type=module", "-e", WRITE_SMALL_GGUF, path], { cwd: dir, timeoutMs: 60_000 });
  const expected = [
    "architecture    llama",
    "name            pack-check",
    "context length  2048",
    "tensors         2 (Q8_0 1, F16 1)",
    "parameters      4,096",
    "memory at 1,024 tokens (llama.cpp's defaults: f16 KV cache, one sequence)",
    // 2,176 bytes of Q8_0 and 4,096 of F16; K and V of one layer, 1,024 cells of 64 f16 values each.
    "  weights         0.01 MiB",
    "  KV cache        0.25 MiB",
  ];
  const fromFile = await run(process.execPath, ["read-gguf-header.mjs", path, "1024"], { cwd: dir, timeoutMs: 60_000 });
  const lines = fromFile.stdout.split("\n");
  const missing = expected.filter((line) => !lines.includes(line));
  if (missing.length > 0) throw new Error(`read-gguf-header.mjs printed ${JSON.stringify(fromFile.stdout)}`);
  const server = await serveByRange(readFileSync(path));
  try {
    const fromUrl = await run(process.execPath, ["read-gguf-header.mjs", server.url, "1024"], {
      cwd: dir,
      timeoutMs: 60_000,
    });
    if (fromUrl.stdout !== fromFile.stdout) {
      throw new Error(
        `by URL it printed ${JSON.stringify(fromUrl.stdout)}, from the file ${JSON.stringify(fromFile.stdout)}`,
      );
    }
    if (server.ranges.length === 0) throw new Error("the URL was not read by range");
    // A file that is not GGUF is refused with the field that is wrong, and the exit code says so.
    const refused = await runToEnd(process.execPath, ["read-gguf-header.mjs", "package.json"], {
      cwd: dir,
      timeoutMs: 60_000,
    });
    if (refused.code !== 1 || !refused.stderr.includes("magic")) {
      throw new Error(`on a file that is not GGUF it exited ${refused.code}: ${refused.stderr}`);
    }
    return `the same header from the file and by range (${server.ranges.join(", ")}); a non-GGUF file refused`;
  } finally {
    await server.close();
  }
}
