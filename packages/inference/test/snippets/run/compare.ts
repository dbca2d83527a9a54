/** What a snippet's run is judged on: its exit code, and its request against the request the client sends. */
import { createHash } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import type { CapturedRequest } from "./answers.js";
import type { Outcome } from "./execute.js";

/** The parts of a request that must agree: method, URL, the three headers that matter, and the body. */
export interface WireRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  billTo: string | undefined;
  body: unknown;
}

const HUB_API = "https://huggingface.co/api/";

/** The inference request of a run: the first one that is not a hub API lookup. */
export function inferenceRequest(requests: readonly CapturedRequest[]): CapturedRequest | undefined {
  return requests.find((request) => !request.url.startsWith(HUB_API));
}

/** A multipart form's boundary is random per request: both sides compare with it replaced. */
function boundaryOf(request: CapturedRequest): string | undefined {
  const type = request.headers["content-type"] ?? "";
  return type.startsWith("multipart/form-data") ? /boundary=([^;]+)/.exec(type)?.[1] : undefined;
}

function bodyOf(request: CapturedRequest): unknown {
  if (request.body.length === 0) return undefined;
  const boundary = boundaryOf(request);
  if (boundary !== undefined) {
    const form = Buffer.from(request.body.toString("latin1").split(boundary).join("BOUNDARY"), "latin1");
    return { formBytes: form.length, sha256: createHash("sha256").update(form).digest("hex") };
  }
  if ((request.headers["content-type"] ?? "").includes("json")) {
    try {
      return JSON.parse(request.body.toString("utf8")) as unknown;
    } catch {
      return { invalidJson: request.body.toString("utf8") };
    }
  }
  return { bytes: request.body.length, sha256: createHash("sha256").update(request.body).digest("hex") };
}

export function wire(request: CapturedRequest): WireRequest {
  return {
    method: request.method,
    url: request.url,
    authorization: request.headers.authorization,
    contentType: request.headers["content-type"]?.replace(boundaryOf(request) ?? "\0", "BOUNDARY"),
    billTo: request.headers["x-hf-bill-to"],
    body: bodyOf(request),
  };
}

function tail(text: string, lines = 12): string {
  return text.trimEnd().split("\n").slice(-lines).join("\n");
}

/** Everything wrong with a run; empty when it exited 0 and sent the client's request. */
export function problems(
  outcome: Outcome,
  requests: readonly CapturedRequest[],
  expected: CapturedRequest | undefined,
): string[] {
  const found: string[] = [];
  if (outcome.exitCode !== 0) {
    found.push(`exited with ${outcome.exitCode ?? "no code (killed)"}:\n${tail(outcome.stderr || outcome.stdout)}`);
  }
  return [...found, ...requestProblems(requests, expected)];
}

/**
 * Where the run's request differs from the client's, in the parts of WireRequest but those in `ignore`
 * (a file the client is given as bytes has no type to send as the Content-Type).
 */
export function requestProblems(
  requests: readonly CapturedRequest[],
  expected: CapturedRequest | undefined,
  ignore: ReadonlySet<keyof WireRequest> = new Set(),
): string[] {
  if (expected === undefined) return ["the client sent no request to compare with"];
  const sent = inferenceRequest(requests);
  if (sent === undefined) return ["sent no request"];
  const [actual, wanted] = [wire(sent), wire(expected)];
  const found: string[] = [];
  for (const key of Object.keys(wanted) as (keyof WireRequest)[]) {
    // JSON bodies compare as values: key order is not part of a request's meaning.
    if (!ignore.has(key) && !isDeepStrictEqual(actual[key], wanted[key])) {
      found.push(`${key}: sent ${JSON.stringify(actual[key])}, the client sends ${JSON.stringify(wanted[key])}`);
    }
  }
  return found;
}

/** Whether a request's body is a file's raw bytes (not JSON, not a multipart form). */
export function hasRawBody(request: CapturedRequest): boolean {
  const body = wire(request).body;
  return typeof body === "object" && body !== null && "bytes" in body;
}
