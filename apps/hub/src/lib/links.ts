/**
 * Links built from data (model ids from a hub, repository ids from the task catalogue). A hub is outside this app:
 * an id such as `/evil.example/x` pasted after a slash would make the protocol-relative `//evil.example/x`, and
 * `..` segments would walk out of the path they were put in. Only a well-formed repository id becomes a path; anything
 * else becomes a search on this app.
 */

/** One part of a repository id: word characters, `-` and `.`, starting and ending with a word character. */
const ID_PART = /^\w(?:[\w.-]{0,94}\w)?$/;

/**
 * Whether `id` is a repository id as the hub accepts it: `name` or `owner/name`, each part of word characters, `-`
 * and `.`, starting and ending with a word character, without `--` or `..`, at most 96 characters a part.
 */
export function isRepoId(id: string): boolean {
  const parts = id.split("/");
  if (parts.length > 2 || id.includes("--") || id.includes("..")) return false;
  return parts.every((part) => ID_PART.test(part));
}

/** The path of a repository id, part by part (its slash kept), or undefined when it is not one. */
export function repoPath(id: string): string | undefined {
  return isRepoId(id) ? id.split("/").map(encodeURIComponent).join("/") : undefined;
}

/** The app's page of a model: `/{owner}/{name}`, or a search for the text when it is not a model id. */
export function modelHref(id: string): string {
  const path = repoPath(id);
  return path === undefined ? `/?search=${encodeURIComponent(id)}` : `/${path}`;
}

/** A repository on a known site (`https://huggingface.co/datasets/` + id), or undefined when `id` is not one. */
export function repoHref(base: string, id: string): string | undefined {
  const path = repoPath(id);
  return path === undefined ? undefined : `${base}${path}`;
}

/**
 * Where a file of a repository downloads from on a hub: `{hub}/{id}/resolve/main/{path}?download=true`, each path
 * segment encoded; undefined when the id is not a repository id or the path walks (`..`, `.`, empty segments).
 */
export function fileDownloadHref(hubUrl: string, id: string, path: string): string | undefined {
  const repo = repoPath(id);
  const segments = path.split("/");
  if (repo === undefined || path.length > 1000) return undefined;
  if (segments.some((segment) => segment === "" || segment === "." || segment === "..")) return undefined;
  let base: URL;
  try {
    base = new URL(hubUrl);
  } catch {
    return undefined;
  }
  if (base.protocol !== "https:" && base.protocol !== "http:") return undefined;
  const root = base.href.endsWith("/") ? base.href : `${base.href}/`;
  return `${root}${repo}/resolve/main/${segments.map(encodeURIComponent).join("/")}?download=true`;
}
