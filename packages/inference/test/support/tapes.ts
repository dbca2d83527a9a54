/**
 * The recorded provider exchanges (fixtures/provider-tapes/tapes.json) served through a custom fetch.
 * A request is looked up by its key: SHA-256 of JSON.stringify({ url, method, body }) with binary bodies
 * serializing to {} and absent fields left out, exactly as the tapes README describes.
 */
import { createHash } from "node:crypto";
import { readFixtureJson } from "../../../../test-support/fixtures.js";
import { hubResponse, type HubFixtures } from "./hubFixtures.js";

export interface Tape {
  url: string;
  init?: { method?: string; headers?: Record<string, string> | null; body?: string };
  response: { status: number; statusText: string; headers: Record<string, string>; body: string };
}

let cache: Record<string, Tape> | undefined;

export function loadTapes(): Record<string, Tape> {
  cache ??= readFixtureJson<Record<string, Tape>>("provider-tapes/tapes.json");
  return cache;
}

export function tapeKey(url: string, init: RequestInit | undefined): string {
  // Blob and ArrayBuffer bodies have no own enumerable properties: they serialize to {}.
  const text = JSON.stringify({ url, method: init?.method, body: init?.body as unknown });
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** Headers a server sends for a body stored decoded; they would lie about the replayed body. */
const DROPPED_RESPONSE_HEADERS = new Set(["transfer-encoding", "content-encoding", "connection"]);

export function tapeResponse(tape: Tape): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(tape.response.headers)) {
    if (!DROPPED_RESPONSE_HEADERS.has(name.toLowerCase())) headers.set(name, value);
  }
  return new Response(tape.response.body, {
    status: tape.response.status,
    statusText: tape.response.statusText,
    headers,
  });
}

export interface ServedExchange {
  key: string;
  url: string;
  init: RequestInit | undefined;
  tape: Tape;
}

/**
 * A fetch that answers hub API calls from fixtures and everything else from the tapes; a request
 * without a tape fails loudly (the client sent something the real client never sent).
 */
export function tapeFetch(hub: HubFixtures, served: ServedExchange[]): typeof fetch {
  const tapes = loadTapes();
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const hubAnswer = hubResponse(url, hub);
    if (hubAnswer) return hubAnswer;
    const key = tapeKey(url, init);
    const tape = tapes[key];
    if (!tape) {
      const body = typeof init?.body === "string" ? init.body.slice(0, 300) : init?.body ? "<binary>" : "";
      throw new Error(`No tape for ${init?.method ?? "GET"} ${url} ${body}`);
    }
    served.push({ key, url, init, tape });
    return tapeResponse(tape);
  };
}
