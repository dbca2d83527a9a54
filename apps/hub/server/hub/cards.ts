import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import type { Catalogue } from "./catalogue.js";

/**
 * README.md of the local hub, served where the hub serves a repository's card (`/{id}/resolve/main/README.md`):
 * the sample catalogue's card summaries (written for it from the repository's card, which the record's
 * `sampleFacts.summary` names), and cards that tests add. A card's YAML front matter, when it has one, becomes the
 * record's `cardData`, as on the hub.
 */

/** Cards of a folder, one markdown file per model named `org--name.md` (`--` never occurs in a repository id). */
export function readCardDir(dir: string): Map<string, string> {
  const cards = new Map<string, string>();
  if (!existsSync(dir)) return cards;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith(".md")) continue;
    cards.set(file.slice(0, -3).replace("--", "/"), readFileSync(join(dir, file), "utf8"));
  }
  return cards;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** The YAML block at the top of a card, parsed; undefined when there is none or it is not a mapping. */
export function frontMatterOf(text: string): Record<string, unknown> | undefined {
  const match = FRONT_MATTER.exec(text);
  if (match === null) return undefined;
  try {
    // Bounded: a card is small, and aliases may not blow up (yaml's own limit on alias expansion).
    const value: unknown = parse(match[1]!, { maxAliasCount: 100 });
    return value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The catalogue with `cards` added to its READMEs, and each record's `cardData` read from its card's front matter
 * where the record has none of its own.
 */
export function withCards(catalogue: Catalogue, cards: ReadonlyMap<string, string>): Catalogue {
  const readmes = new Map([...catalogue.readmes, ...cards]);
  const models = catalogue.models.map((model) => {
    const text = readmes.get(model.id);
    if (model.cardData !== undefined || text === undefined) return model;
    const cardData = frontMatterOf(text);
    return cardData === undefined ? model : { ...model, cardData };
  });
  return catalogue.withModels(models, readmes);
}

/** `GET /{id}/resolve/{revision}/README.md` of the local hub: the card as text, or the hub's 404 answers. */
export function readmeResponse(catalogue: Catalogue, id: string, revision: string): Response {
  const headers = { "cache-control": "no-cache" };
  if (catalogue.get(id) === undefined) {
    return Response.json({ error: "Repository not found" }, { status: 404, headers });
  }
  if (revision !== "main") return Response.json({ error: `Invalid rev id: ${revision}` }, { status: 404, headers });
  const text = catalogue.readmes.get(id);
  if (text === undefined) {
    return Response.json(
      { error: "Entry not found" },
      { status: 404, headers: { ...headers, "x-error-code": "EntryNotFound" } },
    );
  }
  return new Response(text, { headers: { ...headers, "content-type": "text/plain; charset=utf-8" } });
}
