/**
 * A loopback server playing the hub and one provider, for the provider modules' tests: the hub maps
 * `org/model` to the provider for a task, and the provider answers with the test's route.
 */
import type { ServerResponse } from "node:http";
import type { HubFixtures } from "./hubFixtures.js";
import { serveHub, startLoopback, type Loopback, type LoopbackRequest } from "./loopback.js";

export type Route = (req: LoopbackRequest, res: ServerResponse) => void;

/** The first bytes of a PNG and of an MP4: enough for a file the client passes along. */
export const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13]);
export const MP4 = new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112, 109, 112, 52, 50]);

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
