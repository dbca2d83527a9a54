/** True for strings that look like an http(s) URL or a path on the current origin. */
export function isUrl(modelOrUrl: string): boolean {
  return /^https?:\/\//.test(modelOrUrl) || modelOrUrl.startsWith("/");
}
