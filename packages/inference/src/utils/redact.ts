/**
 * Credentials a URL may carry, kept out of what the client shows: `user:password@` and the query or fragment
 * parameters named like one (`api_key`, `access_token`, `sig`, `X-Amz-Signature`, ...) become "[redacted]" in
 * every error's `url` and message, as credential headers do in `requestHeaders` (errors.ts). The URL a request
 * is sent to is never changed. Works on the string (absolute URLs and same-origin paths alike), without a parse.
 */

const REDACTED = "[redacted]";

/**
 * A parameter name with a credential word among its words, once it is cut at `_ - .` and at lower-to-upper
 * case: `api_key`, `apiKey`, `X-Amz-Security-Token`, `hf%5Ftoken`; the words of the secret headers (errors.ts)
 * among them. `keyword` or `tokens` are one word each, and kept.
 */
const SECRET_WORD =
  /(?:^|[^a-z\d])(?:key|apikey|token|secret|pass(?:word|wd)?|pwd|auth(?:orization)?|sig(?:nature)?|credentials?|session|jwt|bearer|code|cookie)(?:[^a-z\d]|$)/;

function isSecretName(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replace(/\+/g, " "));
  } catch {
    // A malformed escape: the name as written.
  }
  return SECRET_WORD.test(decoded.replace(/([a-z\d])([A-Z])/g, "$1 $2").toLowerCase());
}

/** `a=1&api_key=x` -> `a=1&api_key=[redacted]`. */
function redactParams(params: string): string {
  return params
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      return eq > 0 && isSecretName(pair.slice(0, eq)) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join("&");
}

/** `url` with its credentials replaced by "[redacted]" (the same string when it carries none). */
export function redactUrl(url: string): string {
  if (!/[@?#]/.test(url)) return url;
  // The authority runs to the first / ? or #; its last @ ends the user info, as URL parsers read it.
  let out = url.replace(/^((?:[a-z][a-z\d+.-]*:)?\/\/)[^/?#]*@/i, `$1${REDACTED}@`);
  const hashAt = out.indexOf("#");
  const fragment = hashAt === -1 ? undefined : out.slice(hashAt + 1);
  if (hashAt !== -1) out = out.slice(0, hashAt);
  const queryAt = out.indexOf("?");
  if (queryAt !== -1) out = out.slice(0, queryAt + 1) + redactParams(out.slice(queryAt + 1));
  return fragment === undefined ? out : `${out}#${redactParams(fragment)}`;
}

/**
 * Absolute URLs in a text (a message may quote others than the request's: a polling or result URL). The
 * scheme's length is bounded, so a long run like `a.a.a.a...` cannot make the search quadratic.
 */
const ABSOLUTE_URL = /\b[a-z][a-z\d+.-]{0,31}:\/\/[^\s"'`<>]+/gi;
/** Punctuation that ends a sentence after a URL rather than belonging to it. */
const TRAILING = /[.,;:!)]+$/;

/**
 * `text` with every copy of `url` redacted (as written, so a same-origin path is found too) and every absolute
 * URL in it: fetch's own messages quote the parsed URL (`http://user:pw@host/`), and messages quote URLs a
 * provider answered (a job's polling URL, a signed result URL).
 */
export function redactUrlIn(text: string, url: string | undefined): string {
  let out = text;
  if (url !== undefined && url !== "") {
    const shown = redactUrl(url);
    if (shown !== url) out = out.replaceAll(url, shown);
  }
  if (!/[@?#]/.test(out)) return out;
  return out.replace(ABSOLUTE_URL, (found) => {
    const trailing = TRAILING.exec(found)?.[0] ?? "";
    return redactUrl(found.slice(0, found.length - trailing.length)) + trailing;
  });
}
