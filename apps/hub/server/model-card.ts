/**
 * A model card (a repository's README.md from a hub: hostile text) turned into safe HTML on the server, so the
 * page loads no markdown parser, sanitizer or YAML reader: marked (GitHub-flavoured markdown), sanitize-html (an
 * allowlist of tags, attributes and URL schemes over htmlparser2) and yaml (the front matter).
 */
import { createHash } from "node:crypto";
import { Marked } from "marked";
import sanitizeHtml, { type Attributes, type Tag } from "sanitize-html";
import { parse as parseYaml } from "yaml";
import type { RenderedCard } from "../shared/page-data.js";

/** Cards larger than this are cut (a README can be megabytes; the page shows the start). */
export const MAX_CARD_CHARS = 200_000;
/** Largest README read from a hub (bytes); the rest of a bigger one is left out. */
export const MAX_README_BYTES = 512 * 1024;

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

/**
 * What a card may keep: the elements markdown produces and the layout HTML READMEs use (centred paragraphs,
 * sized images, collapsible sections). No script, style, frame, form, field, button, object, embed, media, SVG or
 * MathML; no event handler, style, class (but a code block's language), id or name (nothing can clobber the
 * page's globals), srcset or data- attribute.
 */
const ALLOWED_TAGS = [
  ...["h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "div", "span", "center", "blockquote"],
  ...["a", "img", "figure", "figcaption"],
  ...["em", "strong", "b", "i", "u", "s", "del", "ins", "mark", "small", "sub", "sup", "kbd", "code", "pre"],
  ...["abbr", "cite", "q", "dfn", "var", "samp", "time", "wbr"],
  ...["ul", "ol", "li", "dl", "dt", "dd"],
  ...["table", "caption", "colgroup", "col", "thead", "tbody", "tfoot", "tr", "th", "td"],
  ...["details", "summary"],
];
const ALIGNED = ["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "th", "td", "tr", "img", "table", "col"];
const OWN_ATTRIBUTES: Record<string, string[]> = {
  "*": ["title", "lang", "dir"],
  a: ["href", "target", "rel"],
  img: ["src", "alt", "width", "height", "loading", "referrerpolicy"],
  ol: ["start", "reversed", "type"],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
  col: ["span"],
  colgroup: ["span"],
  details: ["open"],
  time: ["datetime"],
  // Code blocks and tables scroll sideways on a phone: the keyboard must reach them too (set below).
  pre: ["tabindex"],
  table: ["tabindex"],
};
const ALLOWED_ATTRIBUTES: Record<string, string[]> = Object.fromEntries(
  [...new Set([...Object.keys(OWN_ATTRIBUTES), ...ALIGNED])].map((tag) => [
    tag,
    [...(OWN_ATTRIBUTES[tag] ?? []), ...(ALIGNED.includes(tag) ? ["align"] : [])],
  ]),
);

/**
 * Renders a card: front matter read, markdown turned into HTML, then sanitized against an allowlist. Links go
 * only to http(s) and mailto (opened in a new tab, without referrer or opener), images only over http(s) (lazily,
 * without referrer); a link with another scheme keeps its text and loses its address, such an image is dropped.
 * Relative links and images resolve against the repository on the hub, as on the hub's own page. Code blocks and
 * tables get a tabindex.
 */
export function renderCard(text: string, repoUrl: string): RenderedCard {
  const { body, frontMatter, error } = splitFrontMatter(text.slice(0, MAX_CARD_CHARS));
  const markdown = new Marked({ gfm: true, breaks: false, async: false });
  const raw = markdown.parse(body, { async: false });
  const linkBase = `${repoUrl}/blob/main/`;
  const imageBase = `${repoUrl}/resolve/main/`;
  const html = sanitizeHtml(raw, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedClasses: { code: [/^language-[\w+#.-]{1,40}$/] },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: ["http", "https"] },
    allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    // The text of these is code or markup, never content: dropped with the element.
    nonTextTags: [
      "script",
      "style",
      "textarea",
      "option",
      "noscript",
      "xmp",
      "iframe",
      "noembed",
      "noframes",
      "svg",
      "math",
    ],
    transformTags: {
      a: (tagName, attribs): Tag => {
        const href = attribs.href;
        if (href === undefined) return { tagName, attribs: {} };
        if (href.startsWith("#")) return { tagName, attribs: { href } };
        const resolved = resolveUrl(href, linkBase, SAFE_LINK_PROTOCOLS);
        if (resolved === undefined) return { tagName, attribs: {} };
        return { tagName, attribs: { href: resolved, target: "_blank", rel: "noopener noreferrer nofollow" } };
      },
      img: (tagName, attribs): Tag => {
        const src = attribs.src === undefined ? undefined : resolveUrl(attribs.src, imageBase, SAFE_IMAGE_PROTOCOLS);
        const kept: Attributes = Object.fromEntries(
          ["alt", "width", "height", "title", "align"].flatMap((name) =>
            attribs[name] === undefined ? [] : [[name, attribs[name]]],
          ),
        );
        return {
          tagName,
          attribs: src === undefined ? {} : { alt: "", ...kept, src, loading: "lazy", referrerpolicy: "no-referrer" },
        };
      },
      pre: (tagName) => ({ tagName, attribs: { tabindex: "0" } }),
      table: (tagName, attribs) => ({ tagName, attribs: { ...attribs, tabindex: "0" } }),
    },
    // An image whose address was refused has none left: it goes, as it would not show anyway.
    exclusiveFilter: (frame) => frame.tag === "img" && frame.attribs.src === undefined,
  });
  return { html, frontMatter, ...(error !== undefined && { frontMatterError: error }) };
}

/** The most rendered cards kept (a relayed hub's README is rendered again only when its text changes). */
const MAX_KEPT_CARDS = 64;
const kept = new Map<string, RenderedCard>();

/**
 * renderCard, kept by the card's text and repository: a long README costs the server tens of milliseconds to
 * render and sanitize, so a page visited again does not pay it again. The oldest entry goes first.
 */
export function renderCardKept(text: string, repoUrl: string): RenderedCard {
  const key = createHash("sha256").update(repoUrl).update("\n").update(text).digest("base64url");
  const known = kept.get(key);
  if (known !== undefined) {
    kept.delete(key);
    kept.set(key, known);
    return known;
  }
  const card = renderCard(text, repoUrl);
  kept.set(key, card);
  for (const oldest of kept.keys()) {
    if (kept.size <= MAX_KEPT_CARDS) break;
    kept.delete(oldest);
  }
  return card;
}
