/**
 * The provider-mapping cache is keyed by model and by the credential the hub saw, so a server process
 * serving many users never hands one user's lookup (possibly of a private model) to another. A real
 * loopback hub answers the mapping of a private model only to its owner's token.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as hf from "../src/index.js";
import {
  clearInferenceProviderMappingCache,
  inferenceProviderMappingCache,
} from "../src/lib/getInferenceProviderMapping.js";
import { sendJson, startLoopback, type Loopback } from "./support/loopback.js";

const OWNER = "hf_owner_0123456789abcdefghijklmnopqrstu";
const OTHER = "hf_other_0123456789abcdefghijklmnopqrstu";
const MAPPING = { "hf-inference": { providerId: "org/model", task: "text-classification", status: "live" } };

let server: Loopback | undefined;
beforeEach(() => clearInferenceProviderMappingCache());
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A hub where `org/private` exists only for OWNER, `org/model` for everyone; inference always answers. */
async function hub(): Promise<Loopback> {
  server = await startLoopback((req, res) => {
    const lookup = /^\/huggingface\.co\/api\/models\/(.+)\?expand/.exec(decodeURIComponent(req.path));
    if (!lookup) return sendJson(res, 200, [{ label: "POSITIVE", score: 1 }]);
    const id = lookup[1];
    const visible = id === "org/model" || (id === "org/private" && req.headers.authorization === `Bearer ${OWNER}`);
    if (!visible) return sendJson(res, 404, { error: "Repository not found" });
    return sendJson(res, 200, { id, inferenceProviderMapping: MAPPING });
  });
  return server;
}

const lookups = (loop: Loopback) =>
  loop.requests.filter((r) => r.path.includes("inferenceProviderMapping")).map((r) => r.headers.authorization);

const classify = (loop: Loopback, model: string, accessToken?: string) =>
  hf.textClassification({ model, inputs: "hi", ...(accessToken ? { accessToken } : {}) }, { fetch: loop.fetch });

describe("provider-mapping cache, per credential", () => {
  it("two tokens, same model: two hub lookups, each with its own token", async () => {
    const loop = await hub();
    await classify(loop, "org/model", OWNER);
    await classify(loop, "org/model", OTHER);
    expect(lookups(loop)).toEqual([`Bearer ${OWNER}`, `Bearer ${OTHER}`]);
  });

  it("the same token twice: one lookup", async () => {
    const loop = await hub();
    await classify(loop, "org/model", OWNER);
    await classify(loop, "org/model", OWNER);
    expect(lookups(loop)).toEqual([`Bearer ${OWNER}`]);
    expect(loop.inferenceRequests()).toHaveLength(2);
  });

  it("anonymous twice: one lookup; a provider key is anonymous to the hub and shares it", async () => {
    const loop = await hub();
    await classify(loop, "org/model");
    await classify(loop, "org/model");
    await classify(loop, "org/model", "sk-provider-key");
    expect(lookups(loop)).toEqual([undefined]);
    expect(loop.inferenceRequests()).toHaveLength(3);
  });

  it("a private model looked up by its owner is not served to another user from the cache", async () => {
    const loop = await hub();
    await expect(classify(loop, "org/private", OWNER)).resolves.toEqual([{ label: "POSITIVE", score: 1 }]);
    await expect(classify(loop, "org/private", OTHER)).rejects.toThrow("Model org/private does not exist");
    await expect(classify(loop, "org/private")).rejects.toThrow("Model org/private does not exist");
    await expect(classify(loop, "org/private", OWNER)).resolves.toBeDefined();
    expect(lookups(loop)).toEqual([`Bearer ${OWNER}`, `Bearer ${OTHER}`, undefined]);
  });

  it("the cache keeps a hash of the token, never the token", async () => {
    const loop = await hub();
    await classify(loop, "org/model", OWNER);
    await classify(loop, "org/model");
    const keys = [...inferenceProviderMappingCache.keys()];
    expect(keys).toHaveLength(2);
    expect(keys.some((key) => key.includes(OWNER) || key.includes(OWNER.slice(3)))).toBe(false);
    expect(keys).toContain("anonymous:org/model");
    expect(keys.find((key) => key !== "anonymous:org/model")).toMatch(/^[0-9a-f]{16}:org\/model$/);
  });
});
