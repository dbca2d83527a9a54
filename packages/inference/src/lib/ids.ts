/**
 * Ids end up in URL paths (hub lookups, provider routes). Whether they come from the caller (a model id) or
 * from the hub (a mapping's providerId, a default model, a LoRA file path), the characters and segments
 * that would change which URL is requested (query, fragment, escapes, dot segments, a scheme or a host)
 * are refused before any request, so no id can send the caller's token to another path. Every real id
 * passes: hub ids are "org/name", provider ids add more segments and ":version".
 */
import { InferenceHubError, InferenceInputError } from "../errors.js";
import { redactUrl } from "../utils/redact.js";

const RULES = "no empty or dot segments, no ?, #, %, backslash or whitespace";

/** An id (or file path) whose segments cannot change the path or query of the URL it is put in. */
export function isSafeId(id: string): boolean {
  if (/[?#\\\s%]/.test(id)) return false;
  return id.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}

/** A caller's model id. */
export function assertModelId(model: string): void {
  if (!isSafeId(model)) {
    throw new InferenceInputError(
      `Invalid model id ${JSON.stringify(model)}: expected a hub model id such as "org/name" (${RULES}).`,
    );
  }
}

/** An id the hub answered, e.g. "provider id in the hub's mapping of model x for provider y". */
export function assertHubId(id: string, what: string): void {
  if (!isSafeId(id)) throw new InferenceHubError(`Invalid ${what}: ${JSON.stringify(id)} (${RULES}); it was not used.`);
}

/**
 * The `endpointUrl` argument: an absolute http(s) URL, or a path on the current origin ("/proxy/model",
 * for browsers and custom fetches). Anything else (a relative path, another scheme, "//host") used to be
 * read as a model id and sent to the router; it is refused.
 */
export function assertEndpointUrl(endpointUrl: string): void {
  if (endpointUrl.startsWith("/") && !endpointUrl.startsWith("//")) return;
  // A scheme, then a host (no whitespace anywhere): checked by pattern, as a URL parse on every call is slow.
  if (/^https?:\/\/[^\s/?#@\\]+(?:[/?#]\S*)?$/i.test(endpointUrl)) return;
  // The message shows the URL without its credentials (redact.ts), as every error does.
  const shown = JSON.stringify(redactUrl(endpointUrl));
  if (/^https?:\/\/[^/?#]*@/i.test(endpointUrl)) {
    throw new InferenceInputError(
      `Invalid endpointUrl ${shown}: fetch refuses a URL with credentials in it (user:password@); send them in a header, through the fetch option.`,
    );
  }
  throw new InferenceInputError(
    `Invalid endpointUrl ${shown}: expected an absolute http(s) URL such as "https://my-endpoint.example/models/x", or a path on the current origin such as "/proxy/model".`,
  );
}
