/**
 * A model card (a repository's README.md from a hub: hostile text) as safe HTML and metadata. Loaded lazily by the
 * model page: marked (GitHub-flavoured markdown), DOMPurify (sanitizing in the browser's own parser) and yaml (the
 * front matter) are not part of the page's initial JavaScript.
 */
import DOMPurify from "dompurify";
import { Marked } from "marked";
import { parse as parseYaml } from "yaml";

export interface RenderedCard {
  /** Sanitized HTML of the card's body (the front matter left out). */
  html: string;
  /** The YAML front matter, when it is a mapping. */
  frontMatter: Record<string, unknown> | undefined;
  /** Why the front matter could not be read, when it was there but broken. */
  frontMatterError?: string;
}

/** Cards larger than this are cut (a README can be megabytes; the page shows the start and says so). */
export const MAX_CARD_CHARS = 200_000;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Splits a card into its front matter (parsed) and its markdown body. */
export function splitFrontMatter(text: string): {
  body: string;
  frontMatter: Record<string, unknown> | undefined;
  error?: string;
} {
  const match = FRONT_MATTER.exec(text);
  if (match === null) return { body: text, frontMatter: undefined };
  const body = text.slice(match[0].length);
  try {
    const value: unknown = parseYaml(match[1]!, { maxAliasCount: 100 });
    if (value === null || value === undefined) return { body, frontMatter: undefined };
    if (typeof value !== "object" || Array.isArray(value)) {
      return { body, frontMatter: undefined, error: "The front matter is not a mapping of fields." };
    }
    return { body, frontMatter: value as Record<string, unknown> };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return { body, frontMatter: undefined, error: `The front matter is not valid YAML: ${reason}` };
  }
}

const SAFE_LINK_PROTOCOLS = new Set(["http:", "https:", "mailto:"]);
const SAFE_IMAGE_PROTOCOLS = new Set(["http:", "https:"]);

/** An absolute URL for a card's link or image, resolved like the hub does (against the repository), or undefined. */
function resolveUrl(value: string, base: string, protocols: ReadonlySet<string>): string | undefined {
  try {
    const url = new URL(value.trim(), base);
    return protocols.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const markdown = new Marked({ gfm: true, breaks: false, async: false });

let hooked = false;
let currentBases: { link: string; image: string } = { link: "", image: "" };

/** DOMPurify hooks, installed once: links and images checked against the current card's bases. */
function installHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook("afterSanitizeAttributes", (node) => {
    // Code blocks and tables scroll sideways on a phone: the keyboard must reach them too.
    if (node.tagName === "PRE" || node.tagName === "TABLE") node.setAttribute("tabindex", "0");
    if (node.tagName === "A") {
      const href = node.getAttribute("href");
      if (href === null) return;
      if (href.startsWith("#")) return; // in-page anchors (headings)
      const resolved = resolveUrl(href, currentBases.link, SAFE_LINK_PROTOCOLS);
      if (resolved === undefined) node.removeAttribute("href");
      else {
        node.setAttribute("href", resolved);
        node.setAttribute("target", "_blank");
        node.setAttribute("rel", "noopener noreferrer nofollow");
      }
    }
    if (node.tagName === "IMG") {
      const src = node.getAttribute("src");
      const resolved = src === null ? undefined : resolveUrl(src, currentBases.image, SAFE_IMAGE_PROTOCOLS);
      if (resolved === undefined) node.remove();
      else {
        node.setAttribute("src", resolved);
        node.setAttribute("loading", "lazy");
        node.setAttribute("referrerpolicy", "no-referrer");
        if (!node.hasAttribute("alt")) node.setAttribute("alt", "");
      }
    }
  });
}

/**
 * Renders a card: front matter read, markdown turned into HTML, then sanitized: no scripts, styles, frames or
 * forms, no event handlers or style attributes, links only to http(s) and mailto, images only over http(s).
 * Relative links and images resolve against the repository on the hub, as on the hub's own page.
 */
export function renderCard(text: string, repoUrl: string): RenderedCard {
  const { body, frontMatter, error } = splitFrontMatter(text.slice(0, MAX_CARD_CHARS));
  const raw = markdown.parse(body, { async: false });
  installHooks();
  currentBases = { link: `${repoUrl}/blob/main/`, image: `${repoUrl}/resolve/main/` };
  const html = DOMPurify.sanitize(raw, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe", "frame", "object", "embed"],
    FORBID_ATTR: ["style", "srcset", "action", "formaction"],
    ALLOW_DATA_ATTR: false,
  });
  return { html, frontMatter, ...(error !== undefined && { frontMatterError: error }) };
}
