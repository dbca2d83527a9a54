/**
 * GET requests to the hub's API (provider mappings, model file trees, default models per task), all made
 * the same way: through the HTTP core (the call's fetch, signal, timeout and retries), with the token
 * only when it is a hub token, and read within a size cap.
 */
import { HF_HUB_URL } from "../config.js";
import { send } from "./http.js";
import { readCappedText } from "./body.js";
import type { HubRequestOptions } from "../spec/index.js";

export type { HubRequestOptions };

/** Hub answers are read up to this size: a model's mapping or file tree is far smaller. */
const HUB_BODY_LIMIT = 16 * 1024 * 1024;

/** Only hub tokens mean anything to the hub; a provider key is never sent there. */
export function hubToken(accessToken: string | undefined): string | undefined {
  return accessToken?.startsWith("hf_") ? accessToken : undefined;
}

export interface HubAnswer {
  status: number;
  ok: boolean;
  /** The parsed JSON body, or undefined when it is not JSON. */
  json: unknown;
}

/** `GET {hub}/api/{path}`, authenticated when `accessToken` is a hub token, anonymous otherwise. */
export async function hubGet(path: string, options: HubRequestOptions, accessToken?: string): Promise<HubAnswer> {
  const init: RequestInit = {};
  const token = hubToken(accessToken);
  if (token !== undefined) init.headers = { Authorization: `Bearer ${token}` };
  if (options.credentials !== undefined) init.credentials = options.credentials;
  const sent = await send(`${HF_HUB_URL}/api/${path}`, init, options);
  const { response, timer } = sent;
  try {
    const text = await readCappedText(response, timer, HUB_BODY_LIMIT);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, ok: response.ok, json };
  } finally {
    timer.release();
  }
}
