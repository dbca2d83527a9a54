import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import AxeBuilder from "@axe-core/playwright";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import type { AddressInfo } from "node:net";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { ARTIFACTS, startHarness, textMatching, type Harness } from "./harness.js";

/**
 * The chat widget's tools and response schema in Debian's chromium: typed, checked as typed (errors under their
 * field), shown in the request preview, sent to the router (a loopback router in real mode keeps the body), a tool
 * call in the answer shown with its function and arguments; the code panel shows their code where the router's
 * /v1/models says the provider supports them, and says offline that this is not known; no serious or critical axe violation in either theme at
 * either width. Screenshots go to e2e/artifacts/widget-tools (or HUBKIT_SCREENS_DIR).
 */

const SHOTS = process.env.HUBKIT_SCREENS_DIR ?? join(ARTIFACTS, "widget-tools");
const TOOLS = JSON.stringify(
  [
    {
      type: "function",
      function: {
        name: "get_weather",
        description: "The current weather in a city",
        parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
      },
    },
  ],
  null,
  2,
);
const SCHEMA = JSON.stringify({
  type: "object",
  properties: { city: { type: "string" }, celsius: { type: "number" } },
  required: ["city", "celsius"],
});

/** Opens a page and collects uncaught errors and console errors (the 404 of a missing recording aside). */
async function open(context: BrowserContext, path: string): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of 404/.test(message.text())) problems.push(message.text());
  });
  await page.goto(path);
  return { page, problems };
}

/** Opens the fold and types the tools and schema. */
async function enterToolsAndSchema(widget: Locator): Promise<void> {
  await widget.getByText("Tools and structured output").click();
  await widget.getByLabel("Tools (JSON)").fill(TOOLS);
  await widget.getByLabel("Response schema (JSON Schema)").fill(SCHEMA);
  await widget.getByLabel("Schema name").fill("weather");
}

/** A screenshot of one element from a full-page capture, so the page's sticky header does not cover it. */
async function shot(page: Page, element: Locator, name: string): Promise<void> {
  // At the top, the sticky header sits above the page's content instead of across the element.
  await page.evaluate(() => window.scrollTo(0, 0));
  const clip = await element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width, height: box.height };
  });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true, clip });
}

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include("section.widget").analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

describe("offline: tools and a schema in the chat widget", () => {
  let harness: Harness;
  before(async () => {
    harness = await startHarness();
    mkdirSync(SHOTS, { recursive: true });
  });
  after(() => harness?.close());

  it("are checked as typed, say that nothing was recorded for them, and show in the request preview", async () => {
    const context = await harness.newContext();
    const { page, problems } = await open(context, "/meta-llama/Llama-3.1-8B-Instruct");
    const widget = page.locator("section.widget");
    await widget.locator(".step-replay").waitFor();
    await widget.getByText("Tools and structured output").click();

    const tools = widget.getByLabel("Tools (JSON)");
    await tools.fill('[\n  {"type": "function",}\n]');
    assert.equal(await tools.getAttribute("aria-invalid"), "true");
    assert.equal(await widget.locator(".field-error").first().innerText(), "Line 2, column 23: not valid JSON.");
    await page
      .getByText(/The widget's input cannot be sent as it is: Tools, line 2, column 23: not valid JSON\./)
      .waitFor();
    await tools.fill('[{"type": "function", "function": {"name": "get weather"}}]');
    await textMatching(widget.locator(".field-error").first(), /^At \$\[0\]\.function\.name: a function name is/);

    await tools.fill(TOOLS);
    await widget.getByLabel("Response schema (JSON Schema)").fill(SCHEMA);
    await textMatching(widget.locator(".field-error").first(), /^Give the schema a name/);
    await widget.getByLabel("Schema name").fill("weather");
    assert.equal(await widget.locator(".field-error").count(), 0);
    assert.equal(await tools.getAttribute("aria-invalid"), null);

    // Offline: no recording has tools or a schema, and the widget says so rather than replaying the example's answer.
    await widget
      .getByText(/No answer was recorded for a request with tools or a response schema, with cerebras or any provider/)
      .waitFor();
    assert.equal(await widget.getByRole("button", { name: "Run" }).count(), 0);

    await widget.getByRole("button", { name: "Preview request" }).click();
    const preview = widget.getByRole("region", { name: "Request preview" });
    const body = await textMatching(preview, /"response_format"/, 20_000);
    assert.match(body, /"tools": \[\s+\{\s+"type": "function",\s+"function": \{\s+"name": "get_weather"/);
    assert.match(
      body,
      /"response_format": \{\s+"type": "json_schema",\s+"json_schema": \{\s+"name": "weather",\s+"schema"/,
    );
    assert.match(body, /"required": \[\s+"city",\s+"celsius"\s+\]/);

    // Strict is sent only when ticked.
    assert.doesNotMatch(body, /"strict"/);
    await widget.getByLabel("Follow the schema strictly (strict: true)").check();
    await textMatching(preview, /"strict": true/, 20_000);

    // Offline nobody has said which providers support tools: the code panel says so in plain words, not as an error.
    const snippets = page.locator("section.card", {
      has: page.getByRole("heading", { name: "Inference Providers", exact: true }),
    });
    await textMatching(
      snippets.getByRole("status"),
      /^Offline, Hubkit has no recorded answer of the router's list of models \(\/v1\/models\)/,
      20_000,
    );
    assert.equal(await snippets.locator(".error-box").count(), 0);
    assert.equal(await snippets.locator("pre").count(), 0);
    await textMatching(preview, /Offline, Hubkit has no recorded answer of the router's list of models/);
    assert.deepEqual(problems, []);
    await page.close();
    await context.close();
  });

  for (const colorScheme of ["light", "dark"] as const) {
    for (const width of [1280, 375]) {
      it(`has no serious or critical axe violation, ${colorScheme} at ${width} px, with an error showing and without`, async () => {
        const context = await harness.newContext({ colorScheme, width, height: 900 });
        const { page } = await open(context, "/meta-llama/Llama-3.1-8B-Instruct");
        const widget = page.locator("section.widget");
        await widget.locator(".step-replay").waitFor();
        await enterToolsAndSchema(widget);
        await widget.getByRole("button", { name: "Preview request" }).click();
        await textMatching(widget.getByRole("region", { name: "Request preview" }), /"response_format"/, 20_000);
        assert.deepEqual(await axeViolations(page), []);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
        await shot(page, widget, `widget-tools-${width}-${colorScheme}`);
        const snippets = page.locator("section.card", {
          has: page.getByRole("heading", { name: "Inference Providers", exact: true }),
        });
        await snippets.getByRole("status").waitFor();
        await shot(page, snippets, `snippets-tools-offline-${width}-${colorScheme}`);
        await widget.getByLabel("Schema name").fill("");
        await widget.getByLabel("Tools (JSON)").fill('[{"type": "function", "function": {"name": 3}}]');
        await widget.locator(".field-error").nth(1).waitFor();
        assert.deepEqual(await axeViolations(page), []);
        await shot(page, widget.locator(".chat-settings").last(), `widget-tools-errors-${width}-${colorScheme}`);
        await page.close();
        await context.close();
      });
    }
  }
});

/** A loopback server standing in for the real hub or router. */
async function loopback(app: Hono): Promise<{ origin: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) =>
      resolve({
        origin: `http://127.0.0.1:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}

describe("real mode: the tools and schema reach the router, and its tool call is shown", () => {
  let harness: Harness;
  let hub: Awaited<ReturnType<typeof loopback>>;
  let router: Awaited<ReturnType<typeof loopback>>;
  const sent: Array<Record<string, unknown>> = [];
  const MODEL = {
    _id: "0",
    id: "acme/chat",
    pipeline_tag: "text-generation",
    tags: ["text-generation", "conversational"],
    downloads: 1,
    likes: 1,
    lastModified: "2026-11-01T00:00:00.000Z",
    inferenceProviderMapping: { together: { status: "live", providerId: "acme/chat-v1", task: "conversational" } },
  };

  before(async () => {
    const hubApp = new Hono();
    hubApp.get("/api/models/acme/chat", (c) => {
      if (c.req.queries("expand[]")?.includes("inferenceProviderMapping")) {
        return c.json({ _id: "0", id: MODEL.id, inferenceProviderMapping: MODEL.inferenceProviderMapping });
      }
      const { inferenceProviderMapping: _mapping, ...rest } = MODEL;
      return c.json(rest);
    });
    hub = await loopback(hubApp);

    const routerApp = new Hono();
    routerApp.use("*", async (c, next) => {
      if (c.req.method === "OPTIONS") {
        return c.body(null, 204, {
          "access-control-allow-origin": "*",
          "access-control-allow-methods": "POST",
          "access-control-allow-headers": c.req.header("access-control-request-headers") ?? "",
        });
      }
      await next();
      c.res.headers.set("access-control-allow-origin", "*");
    });
    // The router's list of models: together supports tool calling and structured output for this model.
    routerApp.get("/v1/models", (c) =>
      c.json({
        object: "list",
        data: [
          {
            id: "acme/chat",
            object: "model",
            providers: [
              { provider: "together", status: "live", supports_tools: true, supports_structured_output: true },
            ],
          },
        ],
      }),
    );
    routerApp.post("/together/v1/chat/completions", async (c) => {
      const body: Record<string, unknown> = await c.req.json();
      sent.push(body);
      const deltas = [
        { index: 0, id: "call_0", type: "function", function: { name: "get_weather", arguments: "" } },
        { index: 0, function: { arguments: '{"city": ' } },
        { index: 0, function: { arguments: '"Paris"}' } },
      ];
      const events = deltas.map((call) => ({
        id: "s1",
        object: "chat.completion.chunk",
        created: 1,
        model: "acme/chat-v1",
        choices: [{ index: 0, delta: { role: "assistant", tool_calls: [call] }, finish_reason: null }],
      }));
      const text = [...events.map((event) => `data: ${JSON.stringify(event)}\n\n`), "data: [DONE]\n\n"].join("");
      return c.body(text, 200, { "content-type": "text/event-stream" });
    });
    router = await loopback(routerApp);
    harness = await startHarness({ mode: "real", hubUrl: hub.origin, routerUrl: router.origin });
  });
  after(async () => {
    await harness?.close();
    await router?.close();
    await hub?.close();
  });

  for (const colorScheme of ["light", "dark"] as const) {
    for (const width of [1280, 375]) {
      it(`sends them and shows the streamed call, ${colorScheme} at ${width} px`, async () => {
        sent.length = 0;
        const context = await harness.newContext({ colorScheme, width, height: 900 });
        const { page, problems } = await open(context, "/acme/chat");
        const widget = page.locator("section.widget");
        await widget.getByLabel("Message").first().fill("What is the weather in Paris?");
        await enterToolsAndSchema(widget);
        await widget.locator(".inference-settings summary").click();
        await widget.getByLabel("Access token").fill("hf_e2e_token");
        await widget.getByLabel("Access token").blur();
        await widget.getByRole("button", { name: "Run" }).click();
        const call = widget.locator(".chat-tool-call");
        await call.waitFor({ timeout: 30_000 });
        await textMatching(call, /Calls get_weather\s+\{\s+"city": "Paris"\s+\}/);

        assert.equal(sent.length, 1);
        assert.deepEqual(sent[0]!.tools, JSON.parse(TOOLS));
        assert.deepEqual(sent[0]!.response_format, {
          type: "json_schema",
          json_schema: { name: "weather", schema: JSON.parse(SCHEMA) },
        });
        assert.equal(sent[0]!.stream, true);
        // The router says together supports both: the code panel shows the code that sends them.
        const snippets = page.locator("section.card", {
          has: page.getByRole("heading", { name: "Inference Providers", exact: true }),
        });
        const code = await textMatching(snippets.locator("pre").first(), /get_weather/, 20_000);
        assert.match(code, /response_format/);
        assert.equal(await snippets.locator(".error-box").count(), 0);
        assert.deepEqual(await axeViolations(page), []);
        await shot(page, widget, `widget-tool-call-${width}-${colorScheme}`);
        await shot(page, snippets, `snippets-tools-${width}-${colorScheme}`);
        assert.deepEqual(problems, []);
        await page.close();
        await context.close();
      });
    }
  }
});
