import { readFileSync, writeFileSync } from "node:fs";
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
