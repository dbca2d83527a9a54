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

/** The hub's address with one trailing slash, or undefined when it is not an http(s) address. */
function hubRoot(hubUrl: string): string | undefined {
  let base: URL;
  try {
    base = new URL(hubUrl);
  } catch {
    return undefined;
  }
  if (base.protocol !== "https:" && base.protocol !== "http:") return undefined;
  return base.href.endsWith("/") ? base.href : `${base.href}/`;
}

/** A model's page on the hub itself (`{hub}/{id}`), or undefined when `id` is not a repository id. */
export function hubModelHref(hubUrl: string, id: string): string | undefined {
  const root = hubRoot(hubUrl);
  const repo = repoPath(id);
  return root === undefined || repo === undefined ? undefined : `${root}${repo}`;
}

/** The path segments of a file path, each encoded; undefined when the path walks (`..`, `.`, empty segments). */
function encodedPath(path: string): string | undefined {
  const segments = path.split("/");
  if (path.length > 1000 || segments.some((segment) => segment === "" || segment === "." || segment === ".."))
    return undefined;
  return segments.map(encodeURIComponent).join("/");
}

/**
 * Where a file or folder of a repository is on a hub: its page (`blob`, or `tree` for a folder) or its bytes
 * (`resolve`, with `?download=true`), at `revision` (a branch or commit, one path segment). Undefined when the id
 * is not a repository id or the path walks.
 */
export function hubFileHref(
  hubUrl: string,
  id: string,
  path: string,
  { view, revision = "main" }: { view: "blob" | "tree" | "resolve"; revision?: string },
): string | undefined {
  const model = hubModelHref(hubUrl, id);
  const file = encodedPath(path);
  if (model === undefined || file === undefined || revision === "" || revision.length > 200) return undefined;
  return `${model}/${view}/${encodeURIComponent(revision)}/${file}${view === "resolve" ? "?download=true" : ""}`;
}

/**
 * Where a file of a repository downloads from on a hub: `{hub}/{id}/resolve/main/{path}?download=true`, each path
 * segment encoded; undefined when the id is not a repository id or the path walks (`..`, `.`, empty segments).
 */
export function fileDownloadHref(hubUrl: string, id: string, path: string): string | undefined {
  return hubFileHref(hubUrl, id, path, { view: "resolve" });
}

/**
 * Where a license's text is: an https address as given, or a file of the repository (`LICENSE.md`) on the hub.
 * Undefined for anything else (another scheme, a path that walks).
 */
export function licenseHref(hubUrl: string, id: string, link: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(link)) {
    try {
      const url = new URL(link);
      return url.protocol === "https:" ? url.href : undefined;
    } catch {
      return undefined;
    }
  }
  return hubFileHref(hubUrl, id, link.replace(/^\.\//, ""), { view: "blob" });
}
