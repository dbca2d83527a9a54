/**
 * A request body as the tape key sees it (tape-key.ts): text by its exact text, bytes by their SHA-256, a form by
 * its parts. The body has been read whole already, within the local router's body limit (limits.ts).
 */
import { BODY_KIND_HEADER, BODY_KINDS, type BodyKind } from "../../shared/replay-protocol.js";
import { binaryBodyKey, sha256Hex, type BodyKey, type FormBodyKey } from "./tape-key.js";

/** A body the local router cannot read as what it says it is: the caller's mistake, answered with a 400. */
export class RequestBodyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RequestBodyError";
  }
}

/** What the body is: as the page declares it, or else (curl, a snippet pointed here) as its Content-Type says. */
export function bodyKindOf(headers: Headers): BodyKind {
  const declared = headers.get(BODY_KIND_HEADER);
  if (declared !== null) {
    const kind = BODY_KINDS.find((known) => known === declared);
    if (kind === undefined) {
      throw new RequestBodyError(
        `${BODY_KIND_HEADER} must be one of ${BODY_KINDS.join(", ")}, not ${JSON.stringify(declared.slice(0, 40))}`,
      );
    }
    return kind;
  }
  const contentType = headers.get("content-type") ?? "";
  if (/^multipart\/form-data\s*;/i.test(contentType)) return "form";
  return contentType === "" || /^(application\/json|text\/)/i.test(contentType) ? "text" : "binary";
}

// Exact text or nothing: bytes that are not UTF-8 are no recorded text, and a byte order mark stays part of it.
const exactUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** The key of a body of the given kind; `contentType` carries a form's boundary. */
export async function bodyKeyOf(bytes: Uint8Array<ArrayBuffer>, kind: BodyKind, contentType: string): Promise<BodyKey> {
  if (kind === "form") return formBodyKey(await parseForm(bytes, contentType));
  if (kind === "text") {
    try {
      return exactUtf8.decode(bytes);
    } catch {
      // Not UTF-8: keyed on its bytes, which no recorded text can match.
    }
  }
  return binaryBodyKey(bytes);
}

/** Parsed by the platform's multipart reader (the one `Request.formData()` uses). */
async function parseForm(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<FormData> {
  if (!/^multipart\/form-data\s*;(.*;)?\s*boundary=/i.test(contentType)) {
    throw new RequestBodyError(
      `A form body needs the Content-Type multipart/form-data with its boundary, not ${JSON.stringify(contentType.slice(0, 80))}`,
    );
  }
  try {
    return await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new RequestBodyError("The form body is not multipart/form-data with the boundary its Content-Type names");
  }
}

/**
 * A form's fingerprint: its parts in order, each with its field name and either its text or its file name,
 * content type and bytes' SHA-256. The boundary is not part of it: the browser picks a random one for each request.
 */
export async function formBodyKey(form: FormData): Promise<FormBodyKey> {
  const parts: unknown[] = [];
  for (const [name, value] of form) {
    if (typeof value === "string") {
      parts.push({ name, value });
    } else {
      const { sha256, bytes } = binaryBodyKey(new Uint8Array(await value.arrayBuffer()));
      parts.push({ name, filename: value.name, type: value.type, sha256, bytes });
    }
  }
  return { formSha256: sha256Hex(JSON.stringify(parts)), parts: parts.length };
}
