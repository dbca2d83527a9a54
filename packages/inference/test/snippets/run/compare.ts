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
  if (expected === undefined) {
    found.push("the client sent no request to compare with");
    return found;
  }
  const sent = inferenceRequest(requests);
  if (sent === undefined) {
    found.push("sent no request");
    return found;
  }
  const [actual, wanted] = [wire(sent), wire(expected)];
  for (const key of Object.keys(wanted) as (keyof WireRequest)[]) {
    // JSON bodies compare as values: key order is not part of a request's meaning.
    if (!isDeepStrictEqual(actual[key], wanted[key])) {
      found.push(`${key}: sent ${JSON.stringify(actual[key])}, the client sends ${JSON.stringify(wanted[key])}`);
    }
  }
  return found;
}
