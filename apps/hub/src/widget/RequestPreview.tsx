import { CopyButton } from "../components/CopyButton.js";
import { realEndpoints } from "../lib/server-config.js";
import type { PreviewBody, PreviewRequest } from "./probe.js";

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** Longest body text shown: base64 media in a JSON body can run to megabytes. */
const MAX_BODY_CHARS = 6_000;
/** Long strings inside a JSON body (base64 images, audio) are shortened to this many characters. */
const MAX_STRING_CHARS = 160;

function shortenStrings(value: unknown): unknown {
  if (typeof value === "string") {
    return value.length > MAX_STRING_CHARS
      ? `${value.slice(0, MAX_STRING_CHARS)}… (${value.length.toLocaleString("en")} characters)`
      : value;
  }
  if (Array.isArray(value)) return value.map(shortenStrings);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shortenStrings(item)]));
  }
  return value;
}

/** The body as the preview shows it: JSON indented with long strings shortened, other text as it is. */
export function bodyText(body: PreviewBody): string {
  if (body.kind === "none") return "(no body)";
  if (body.kind === "binary") {
    return `(binary body: ${body.bytes.toLocaleString("en")} bytes${body.contentType ? `, ${body.contentType}` : ""})`;
  }
  let text = body.text;
  try {
    text = JSON.stringify(shortenStrings(JSON.parse(body.text)), null, 2);
  } catch {
    // Not JSON: shown as sent.
  }
  return text.length > MAX_BODY_CHARS ? `${text.slice(0, MAX_BODY_CHARS)}\n… (shortened)` : text;
}

/** The code that sends the previewed request, in the language and client chosen under "Inference Providers". */
export type PreviewCode =
  | { status: "loading" }
  | { status: "ready"; text: string; title: string; notInCode: readonly string[] }
  | { status: "none"; reason: string };

/** The exact request a run would send: method and URL, headers (token masked), body; and the code that sends it. */
export function RequestPreview({ request, code }: { request: PreviewRequest; code: PreviewCode }) {
  const headers = request.headers.map(([name, value]) => `${name}: ${value}`).join("\n");
  const body = bodyText(request.body);
  return (
    <div className="request-preview" aria-label="Request preview" role="region">
      <div className="request-line">
        <code>
          <span className="request-method">{request.method}</span> {request.url}
        </code>
      </div>
      <h3 className="request-part">Headers</h3>
      <pre className="request-block" tabIndex={0}>
        <code>{headers === "" ? "(none)" : headers}</code>
      </pre>
      <h3 className="request-part">Body</h3>
      <pre className="request-block" tabIndex={0}>
        <code>{body}</code>
      </pre>
      <div className="request-copy">
        {code.status === "ready" ? (
          <>
            <CopyButton text={code.text} label={`Copy the code that sends this request (${code.title})`} />
            <span className="field-hint">
              The code that sends this request, in {code.title} (the language chosen under Inference Providers).
              {code.notInCode.length > 0 && <> It sets its own {code.notInCode.join(", ")}.</>}
            </span>
          </>
        ) : (
          <span className="field-hint">{code.status === "loading" ? "Writing the code…" : code.reason}</span>
        )}
      </div>
      <p className="field-hint">
        Your token is masked here; the copied code reads it from the HF_TOKEN environment variable. Sent through the
        real router, the request goes to {hostOf(realEndpoints().routerUrl)}.
      </p>
    </div>
  );
}
