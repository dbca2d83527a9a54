/**
 * The page's HTML with what a first render needs: the server's settings and, on a model page, the model's data
 * (page-data.ts) as non-executable JSON, and `<link rel="modulepreload">` for the model page's chunk and the
 * chunks it imports, so the browser fetches the page's code while it reads the entry script instead of after it.
 * No inline script: the page's CSP stays as strict as it is.
 */
import { BOOT_DATA_ELEMENT_ID, jsonForHtml, type BootData } from "../shared/page-data.js";

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The model page's source, as the manifest names its chunk. */
export const MODEL_PAGE_SOURCE = "src/pages/ModelPage.tsx";

/** Every chunk `key` imports statically, itself included (depth first, each once). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || manifest[key] === undefined) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The files to preload for a page chunk: the chunk and its static imports that the entry does not already load
 * (the built index.html names those), scripts first, then their styles.
 */
export function preloadsFor(manifest: Manifest, source: string): { scripts: string[]; styles: string[] } {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true);
  const loaded = entry === undefined ? new Set<string>() : staticClosure(manifest, entry);
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const key of staticClosure(manifest, source)) {
    if (loaded.has(key)) continue;
    const chunk = manifest[key]!;
    if (chunk.file.endsWith(".js")) scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.push(`/${css}`);
  }
  return { scripts, styles };
}

const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = { "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" };
const attribute = (value: string) => value.replace(/[&"<>]/g, (char) => ATTRIBUTE_ESCAPES[char]!);

const HEAD_END = "</head>";
/** The app's root element as Vite writes it (or as a hand-written page does, unquoted). */
const ROOT = /<div id=(["']?)root\1\s*><\/div>/;

/**
 * The built index.html with the boot data and preloads in place. The data goes right after the root element (at
 * the end of a page that has none), as JSON in a `<script type="application/json">` that no browser runs;
 * jsonForHtml escapes every `<`, `>` and `&` in it, so no text in a record (`</script>`, `<!--`) can end the
 * element early. The preloads go on lines of their own before the head ends (a page without a head gets none).
 */
export function pageHtml(
  template: string,
  boot: BootData,
  preloads: { scripts: readonly string[]; styles: readonly string[] } = { scripts: [], styles: [] },
): string {
  const links = [
    ...preloads.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`),
    ...preloads.styles.map((href) => `<link rel="stylesheet" crossorigin href="${attribute(href)}">`),
  ];
  const data = `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${jsonForHtml(boot)}</script>`;
  const root = ROOT.exec(template);
  const withData =
    root === null
      ? `${template}${data}\n`
      : `${template.slice(0, root.index + root[0].length)}\n    ${data}${template.slice(root.index + root[0].length)}`;
  const headEnd = withData.indexOf(HEAD_END);
  if (headEnd === -1 || links.length === 0) return withData;
  const linksAt = withData.lastIndexOf("\n", headEnd) + 1;
  return withData.slice(0, linksAt) + links.map((link) => `    ${link}\n`).join("") + withData.slice(linksAt);
}
