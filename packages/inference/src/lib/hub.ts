/**
 * GET requests to the hub's API (provider mappings, model file trees, default models per task), all made
 * the same way: with the call's fetch and signal, and with the token only when it is a hub token.
 */
import { HF_HUB_URL } from "../config.js";

export interface HubRequestOptions {
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

/** Only hub tokens mean anything to the hub; a provider key is never sent there. */
export function hubToken(accessToken: string | undefined): string | undefined {
  return accessToken?.startsWith("hf_") ? accessToken : undefined;
}

/** `GET {hub}/api/{path}`, authenticated when `accessToken` is a hub token, anonymous otherwise. */
export function hubGet(path: string, options: HubRequestOptions, accessToken?: string): Promise<Response> {
  const init: RequestInit = {};
  const token = hubToken(accessToken);
  if (token !== undefined) init.headers = { Authorization: `Bearer ${token}` };
  if (options.signal) init.signal = options.signal;
  return (options.fetch ?? fetch)(`${HF_HUB_URL}/api/${path}`, init);
}
