/**
 * Real mode: the router's list of models (`GET {router}/v1/models`), read by the server for the page's snippets of
 * tools and structured output: per model, what each provider supports (`supports_tools`,
 * `supports_structured_output`). The router is another site: its answer is read whole within a bound and a deadline,
 * must be JSON, and is checked field by field before anything of it is kept; only the two flags per provider reach
 * the page. One read serves every page for a while (the list is the same for everyone: no token is sent).
 */
import { nodeHubFetch, type HubFetch } from "./hub/hub-fetch.js";
import { contentCoding, readDecodedBody, untilAborted } from "./hub/relayed-body.js";
import { relayedContentType } from "./hub/relay.js";
import {
  CapabilityShapeError,
  checkProviderName,
  MAX_PROVIDERS_PER_MODEL,
  readFlags,
  type CapabilityAnswer,
  type ProviderCapabilities,
} from "../shared/provider-capabilities.js";

/**
 * The most the server reads of the router's list, decoded. The list named 137 models of 14 providers in 2026
 * (a few hundred bytes per provider entry: some 200 KB); 4 MiB leaves twenty times that.
 */
export const MAX_ROUTER_MODELS_BYTES = 4 * 1024 * 1024;
/** Most models the list may name. */
const MAX_MODELS = 50_000;
/** Model ids as the hub writes them (`org/name`, or a bare legacy name). */
const MODEL_ID = /^[\w.-]{1,96}(?:\/[\w.-]{1,96})?$/;
/** A read list serves this long; a failed read is retried after the shorter wait. */
export const ROUTER_MODELS_TTL_MS = 10 * 60 * 1000;
export const ROUTER_MODELS_RETRY_MS = 30 * 1000;

export interface RouterModelsOptions {
  routerUrl: string;
  fetch?: HubFetch;
  timeoutMs: number;
  /** The clock (tests move it). */
  now?: () => number;
}

type Table = ReadonlyMap<string, Record<string, ProviderCapabilities>>;
type Read = { table: Table } | { error: string; status: 502 | 504 };

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The list's models and their providers' flags; throws a CapabilityShapeError naming the first bad field. */
export function readRouterModels(body: unknown): Table {
  if (!isRecord(body) || !Array.isArray(body.data)) throw new CapabilityShapeError("data", "expected a list of models");
  if (body.data.length > MAX_MODELS) throw new CapabilityShapeError("data", `more than ${MAX_MODELS} models`);
  const table = new Map<string, Record<string, ProviderCapabilities>>();
  body.data.forEach((model: unknown, i) => {
    const where = `data[${i}]`;
    if (!isRecord(model)) throw new CapabilityShapeError(where, "expected an object");
    if (typeof model.id !== "string" || !MODEL_ID.test(model.id)) {
      throw new CapabilityShapeError(`${where}.id`, "expected a model id");
    }
    const list = model.providers ?? [];
    if (!Array.isArray(list)) throw new CapabilityShapeError(`${where}.providers`, "expected a list");
    if (list.length > MAX_PROVIDERS_PER_MODEL) {
      throw new CapabilityShapeError(`${where}.providers`, `more than ${MAX_PROVIDERS_PER_MODEL} providers`);
    }
    const providers: Record<string, ProviderCapabilities> = {};
    list.forEach((entry: unknown, j) => {
      const at = `${where}.providers[${j}]`;
      if (!isRecord(entry)) throw new CapabilityShapeError(at, "expected an object");
      providers[checkProviderName(entry.provider, `${at}.provider`)] = readFlags(entry, at);
    });
    table.set(model.id, providers);
  });
  return table;
}

/** The router's list, read at most once a TTL however many pages ask; every answer for one model. */
export class RouterModels {
  private readonly url: URL;
  private readonly fetch: HubFetch;
  private readonly now: () => number;
  private current: { read: Promise<Read>; until: number } | undefined;

  constructor(private readonly options: RouterModelsOptions) {
    this.url = new URL("v1/models", options.routerUrl.endsWith("/") ? options.routerUrl : `${options.routerUrl}/`);
    this.fetch = options.fetch ?? nodeHubFetch();
    this.now = options.now ?? Date.now;
  }

  /** The answer for one model; `signal` ends the wait (not the shared read). */
  async forModel(
    id: string,
    signal: AbortSignal,
  ): Promise<{ answer: CapabilityAnswer } | Extract<Read, { error: string }>> {
    const now = this.now();
    if (this.current === undefined || now >= this.current.until) {
      const read = this.read();
      const entry = { read, until: Number.POSITIVE_INFINITY };
      this.current = entry;
      // The list serves its TTL from when it arrived; a failure is tried again sooner.
      void read.then((result) => {
        entry.until = this.now() + ("table" in result ? ROUTER_MODELS_TTL_MS : ROUTER_MODELS_RETRY_MS);
      });
    }
    const result = await untilAborted(this.current.read, signal);
    if ("error" in result) return result;
    return { answer: { known: true, source: this.url.href, providers: result.table.get(id) ?? {} } };
  }

  private async read(): Promise<Read> {
    const where = `The router's list of models (${this.url.href})`;
    const seconds = this.options.timeoutMs / 1000;
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException("deadline", "TimeoutError")),
      this.options.timeoutMs,
    );
    const signal = controller.signal;
    try {
      const headers = new Headers({ accept: "application/json", "accept-encoding": "gzip, br" });
      const response = await untilAborted(this.fetch(this.url, { method: "GET", headers, signal }), signal);
      if (response.status !== 200) {
        await response.body?.cancel();
        return { error: `${where} answered ${response.status}`, status: 502 };
      }
      const type = relayedContentType(response.headers.get("content-type"));
      const coding = contentCoding(response.headers.get("content-encoding"));
      if (type?.startsWith("application/json") !== true || coding === undefined || response.body === null) {
        await response.body?.cancel();
        return { error: `${where} is not JSON in an encoding the server reads`, status: 502 };
      }
      const read = await readDecodedBody(response.body, coding, MAX_ROUTER_MODELS_BYTES, signal);
      if ("tooLarge" in read) {
        return { error: `${where} is larger than ${MAX_ROUTER_MODELS_BYTES / 1024 / 1024} MiB`, status: 502 };
      }
      if ("undecodable" in read) return { error: `${where} does not decode (${read.undecodable})`, status: 502 };
      let body: unknown;
      try {
        body = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(read.bytes));
      } catch {
        return { error: `${where} is not valid JSON`, status: 502 };
      }
      return { table: readRouterModels(body) };
    } catch (error) {
      if (signal.aborted) return { error: `${where} did not arrive within ${seconds} s`, status: 504 };
      const reason = error instanceof Error ? error.message : String(error);
      return { error: `${where}: ${reason}`, status: 502 };
    } finally {
      clearTimeout(timer);
      if (!signal.aborted) controller.abort();
    }
  }
}
