/**
 * A loopback server playing the hub and one provider, for the provider modules' tests: the hub maps
 * `org/model` to the provider for a task, and the provider answers with the test's route.
 */
import type { ServerResponse } from "node:http";
import { afterEach, beforeEach } from "vitest";
import { clearInferenceProviderMappingCache } from "../../src/lib/getInferenceProviderMapping.js";
import type { HubFixtures } from "./hubFixtures.js";
import { serveHub, startLoopback, type Loopback, type LoopbackRequest } from "./loopback.js";

export type Route = (req: LoopbackRequest, res: ServerResponse) => void;

/** The first bytes of a PNG and of an MP4: enough for a file the client passes along. */
export const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13]);
export const MP4 = new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112, 109, 112, 52, 50]);

/** An OpenAI-style chat completion, as the chat providers answer. */
export const COMPLETION = {
  id: "chatcmpl-1",
  object: "chat.completion",
  created: 1764000000,
  model: "m",
  choices: [{ index: 0, message: { role: "assistant", content: "Bonjour" }, finish_reason: "stop" }],
  usage: { prompt_tokens: 3, completion_tokens: 1, total_tokens: 4 },
};

/** The JSON body a request carried. */
export const bodyOf = (req: LoopbackRequest | undefined): Record<string, unknown> => JSON.parse(req!.body.toString());

/**
 * The hub maps `org/model` to `provider` for `task` under `providerId` (with `extra` mapping fields, e.g. a LoRA
 * adapter, whose weights file the model's tree lists); the provider answers with `route`.
 */
export function startProviderLoopback(
  provider: string,
  task: string,
  route: Route,
  providerId = `${provider}-id`,
  extra: Record<string, string> = {},
): Promise<Loopback> {
  const hub: HubFixtures = {
    mappings: {
      "org/model": { [provider]: { providerId, task, status: "live", ...extra } },
    } as HubFixtures["mappings"],
    trees: { "org/model": [{ type: "file", path: "lora.safetensors" }] },
  };
  return startLoopback((req, res) => {
    if (serveHub(req, res, hub)) return;
    route(req, res);
  });
}

/**
 * For a file of provider tests: each test starts with no cached mapping, and every loopback it starts (`serve`, with
 * `startProviderLoopback`'s arguments) or hands over (`track`, one it built itself) is closed after it.
 */
export function loopbackPerTest(): {
  serve: (...args: Parameters<typeof startProviderLoopback>) => Promise<Loopback>;
  track: (loop: Loopback) => Loopback;
} {
  const open: Loopback[] = [];
  const track = (loop: Loopback) => {
    open.push(loop);
    return loop;
  };
  beforeEach(() => clearInferenceProviderMappingCache());
  afterEach(async () => {
    // Closing twice is harmless: a test may close one itself before starting the next.
    await Promise.all(open.splice(0).map((loop) => loop.close()));
  });
  return { serve: async (...args) => track(await startProviderLoopback(...args)), track };
}
