/**
 * The contract every provider keeps, run over the registry (a new provider is covered by being registered):
 * each helper builds its URL, headers and body without side effects (no request, the same answer twice), reads
 * its provider's error bodies, checks every answer against its schema before using it, and a retired provider
 * is refused through the router before any request. What is specific to one provider stays in its own tests.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as core from "../../src/core.js";
import { InferenceInputError, InferenceOutputError, InferencePollingError } from "../../src/errors.js";
import { clearInferenceProviderMappingCache } from "../../src/lib/getInferenceProviderMapping.js";
import { ALL_PROVIDERS } from "../../src/registry/registry.js";
import type { RequestHelper, ResponseContext } from "../../src/spec/index.js";
import { sendJson, type Loopback } from "../support/loopback.js";
import { startProviderLoopback } from "../support/providerLoopback.js";

/** Every helper of the registry: each task's, and the task-less one (hf-inference's `request()`). */
const HELPERS: Array<[string, RequestHelper]> = ALL_PROVIDERS.flatMap((module) => [
  ...Object.values(module.tasks).map((helper): [string, RequestHelper] => [
    `${module.provider} ${helper.task}`,
    helper,
  ]),
  ...(module.withoutTask ? [[`${module.provider} (no task)`, module.withoutTask] as [string, RequestHelper]] : []),
]);

/** A fetch that fails the test if anything calls it. */
function noFetch(): typeof fetch & { calls: number } {
  const spy = Object.assign(
    () => {
      spy.calls++;
      return Promise.reject(new Error("no request expected"));
    },
    { calls: 0 },
  );
  return spy;
}

let originalFetch: typeof fetch;
let globalFetch: ReturnType<typeof noFetch>;
beforeEach(() => {
  originalFetch = globalThis.fetch;
  globalFetch = noFetch();
  globalThis.fetch = globalFetch;
  clearInferenceProviderMappingCache();
});
afterEach(() => {
  globalThis.fetch = originalFetch;
});

describe.each(HELPERS)("%s", (_name, helper) => {
  const task = helper.task;

  it("builds its URL and headers without side effects, the same way twice, for both kinds of key", () => {
    for (const authMethod of ["hf-token", "provider-key"] as const) {
      const params = { authMethod, model: "org-model", task };
      const url = helper.makeUrl(params);
      expect(helper.makeUrl(params)).toBe(url);
      expect(new URL(url).protocol).toBe("https:");
      if (authMethod === "hf-token") expect(url.startsWith("https://router.huggingface.co/")).toBe(true);
      else expect(url.startsWith(helper.makeBaseUrl(params))).toBe(true);
      const headers = helper.prepareHeaders({ accessToken: "secret-token", authMethod }, false);
      expect(helper.prepareHeaders({ accessToken: "secret-token", authMethod }, false)).toEqual(headers);
      expect(Object.values(headers).some((value) => value.includes("secret-token"))).toBe(true);
      // No token, no credential: 3.8.1 sent "Bearer undefined".
      const anonymous = helper.prepareHeaders({ authMethod: "none" }, false);
      expect(Object.values(anonymous).join(" ")).not.toMatch(/undefined|Bearer/);
    }
    expect(globalFetch.calls).toBe(0);
  });

  it("builds its body without side effects: the same JSON twice from the same arguments, none changed", () => {
    const args = { inputs: "a prompt", parameters: { width: 64, height: 64 }, messages: [] };
    const frozen = structuredClone(args);
    const params = { args, model: "org-model", task };
    let body: string | undefined;
    try {
      body = helper.makeBody(params);
    } catch (error) {
      // A helper may refuse arguments that are not its task's, but only with a clear input error.
      expect(error).toBeInstanceOf(InferenceInputError);
    }
    if (body !== undefined) {
      expect(() => JSON.parse(body!) as unknown).not.toThrow();
      expect(helper.makeBody(params)).toBe(body);
    }
    expect(args).toEqual(frozen);
    expect(globalFetch.calls).toBe(0);
  });

  it("reads its provider's error bodies: a message from the common shapes, the request id header it names", () => {
    const call = { stream: false, chatCompletion: task === "conversational", model: "org/model" };
    const messages = [{ error: "boom" }, { error: { message: "boom" } }, { detail: "boom" }, { message: "boom" }].map(
      (body) => helper.errors.read({ status: 400, contentType: "application/json", body, isJson: true }, call),
    );
    for (const { message } of messages) expect(typeof message).toBe("string");
    expect(messages.some(({ message }) => message.includes("boom"))).toBe(true);
    const text = helper.errors.read({ status: 500, contentType: "text/plain", body: "Internal", isJson: false }, call);
    expect(typeof text.message).toBe("string");
    expect(helper.errors.requestIdHeaders.length).toBeGreaterThan(0);
    for (const header of helper.errors.requestIdHeaders) expect(header).toBe(header.toLowerCase());
  });

  it("checks an answer against its schema before using it: a wrong one fails the call, no request", async () => {
    const fetch = noFetch();
    const context: ResponseContext = {
      url: "https://router.huggingface.co/x",
      headers: {},
      fetch,
      startedAt: Date.now(),
      errors: helper.errors,
    };
    for (const wrong of [42, null, "not an answer"]) {
      const answer = helper.getResponse(wrong, context);
      if (task === undefined) {
        // `request()` without a task returns the answer unchecked, as 3.8.1 does (its message says so).
        await expect(answer).resolves.toBe(wrong);
        continue;
      }
      const error: unknown = await answer.then(
        () => undefined,
        (reason: unknown) => reason,
      );
      // An answer of the wrong shape; for a queued job, a submit answer without the job's id.
      expect(
        error instanceof InferenceOutputError || error instanceof InferencePollingError,
        `${JSON.stringify(wrong)}: ${String(error)}`,
      ).toBe(true);
    }
    expect(fetch.calls).toBe(0);
  });
});

describe("retired providers", () => {
  let server: Loopback | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const retired = ALL_PROVIDERS.filter((module) => module.retired !== undefined);

  it("the registry has some (the cases below are real)", () => {
    expect(retired.length).toBeGreaterThan(0);
  });

  it.each(retired.flatMap((module) => Object.keys(module.tasks).map((task) => [module.provider, task] as const)))(
    "%s %s: refused through the router, naming the date, before any request",
    async (provider, task) => {
      const module = retired.find((candidate) => candidate.provider === provider)!;
      server = await startProviderLoopback(provider, task, (_req, res) => sendJson(res, 500, {}));
      const call = core.request(
        { provider, model: "org/model", accessToken: "hf_token", inputs: "x" },
        { task: task as core.InferenceTask, fetch: server.fetch, providers: [module] },
      );
      await expect(call).rejects.toThrow(
        `Provider ${provider} was retired from the router on ${module.retired!.since}: call it with its own API key, or choose another provider.`,
      );
      expect(server.inferenceRequests()).toHaveLength(0);
    },
  );
});
