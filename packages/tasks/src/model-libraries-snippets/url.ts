/**
 * Percent-encodes a URL path built from a model id or file name, segment by segment, so the slashes
 * stay readable and nothing else of the value can end the URL or the line it sits in. An unpaired
 * surrogate, which has no encoding, becomes U+FFFD.
 */
export function percentEncodePath(path: string): string {
  return path
    .replace(/[\ud800-\udfff]/gu, "\ufffd")
    .split("/")
    .map(encodeURIComponent)
    .join("/");
}
