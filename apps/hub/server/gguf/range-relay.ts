import type { Context } from "hono";
import { nodeHubFetch, type HubFetch } from "../hub/hub-fetch.js";
import { readDecodedBody, untilAborted } from "../hub/relayed-body.js";
import { defaultFileHosts } from "./file-hosts.js";
import { MAX_RANGE_SPAN } from "./served-files.js";

/**
 * Real mode: a GGUF file of the hub read by range through this app (the page's reader asks this origin, as the
 * page's CSP allows). One closed range of at most `MAX_RANGE_SPAN` bytes is asked of the hub's resolve URL; the hub
 * redirects file downloads to its storage hosts, which are followed only to the hosts `fileHosts` allows (by
 * default the hub's own origin, or the `hf.co` / `huggingface.co` domains over HTTPS on port 443: file-hosts.ts has
 * the hosts and where they were read). Only a 206 whose Content-Range is
 * the range asked for, or a 416, passes, with a body read whole within the span; nothing else of the answer does.
 */
export interface RangeRelayOptions {
  hubUrl: string;
  fetch?: HubFetch;
  timeoutMs: number;
  /** Where a redirect may lead. */
  fileHosts?: (url: URL) => boolean;
}

const MAX_REDIRECTS = 4;
const CLOSED_RANGE = /^bytes=(\d{1,15})-(\d{1,15})$/;
const CONTENT_RANGE = /^bytes (\d{1,15})-(\d{1,15})\/(\d{1,15}|\*)$/;

function refusal(status: number, error: string): Response {
  return new Response(JSON.stringify({ error }), {
    status,
    headers: { "content-type": "application/json", "cache-control": "no-store" },
  });
}

export function ggufRangeRelay(options: RangeRelayOptions): (c: Context) => Promise<Response> {
  const base = new URL(options.hubUrl.endsWith("/") ? options.hubUrl : `${options.hubUrl}/`);
  const hubFetch = options.fetch ?? nodeHubFetch();
  const allowed = options.fileHosts ?? defaultFileHosts(options.hubUrl);
  return async (c) => {
    const parts = [c.req.param("org"), c.req.param("name"), c.req.param("file")];
    // The route takes one path segment per part, but a segment decodes: %2F or a dot segment would walk the path.
    if (parts.some((part) => part === undefined || /[/\\]/.test(part) || part.startsWith("."))) {
      return refusal(400, "Only a repository's own top-level .gguf file is relayed");
    }
    const path = `${parts[0]}/${parts[1]}/resolve/main/${parts[2]}`;
    const match = CLOSED_RANGE.exec(c.req.header("range")?.trim() ?? "");
    const start = Number(match?.[1]);
    const end = Number(match?.[2]);
    if (match === null || end < start) return refusal(400, `${path}: one closed range, bytes=start-end, is relayed`);
    if (end - start + 1 > MAX_RANGE_SPAN) {
      return refusal(400, `${path}: at most ${MAX_RANGE_SPAN} bytes a request are relayed`);
    }
    const controller = new AbortController();
    const leave = () => controller.abort(new DOMException("The browser closed the request", "AbortError"));
    c.req.raw.signal.addEventListener("abort", leave, { once: true });
    const timer = setTimeout(() => controller.abort(new DOMException("deadline", "TimeoutError")), options.timeoutMs);
    const signal = controller.signal;
    const headers = new Headers({ range: `bytes=${start}-${end}`, "accept-encoding": "identity" });
    try {
      // Relative to the base: the path stays under the configured hub (the route took one segment per part).
      const [org = "", name = "", file = ""] = parts.map((part) => encodeURIComponent(part ?? ""));
      let target = new URL(`./${org}/${name}/resolve/main/${file}`, base);
      let response = await untilAborted(hubFetch(target, { method: "GET", headers, signal }), signal);
      for (let hops = 0; response.status >= 300 && response.status < 400; hops++) {
        const next = new URL(response.headers.get("location") ?? "", target);
        await response.body?.cancel();
        if (hops === MAX_REDIRECTS || !allowed(next)) {
          return refusal(502, `The hub redirected ${path} to ${next.origin}, which the relay does not follow`);
        }
        target = next;
        response = await untilAborted(hubFetch(target, { method: "GET", headers, signal }), signal);
      }
      if (response.status === 416) {
        await response.body?.cancel();
        return refusal(416, `${path}: the range starts past the file's end`);
      }
      const range = CONTENT_RANGE.exec(response.headers.get("content-range") ?? "");
      if (response.status !== 206 || range === null || Number(range[1]) !== start || Number(range[2]) > end) {
        await response.body?.cancel();
        return refusal(502, `The hub answered ${path}'s range with ${response.status}, not the range asked for`);
      }
      if (response.body === null) return refusal(502, `The hub answered ${path}'s range with no body`);
      const read = await readDecodedBody(response.body, "identity", Number(range[2]) - start + 1, signal);
      if (!("bytes" in read)) return refusal(502, `The hub sent more of ${path} than the range it named`);
      return new Response(read.bytes, {
        status: 206,
        headers: {
          "content-type": "application/octet-stream",
          "content-range": `bytes ${range[1]}-${range[2]}/${range[3]}`,
          "cache-control": "private, no-cache",
        },
      });
    } catch (error) {
      if (c.req.raw.signal.aborted) return refusal(499, "The browser closed the request");
      if (signal.aborted) return refusal(504, `The hub did not answer ${path}'s range in time`);
      return refusal(
        502,
        `Could not read ${path} from the hub: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      clearTimeout(timer);
      c.req.raw.signal.removeEventListener("abort", leave);
      if (!signal.aborted) controller.abort();
    }
  };
}
