import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { Catalogue } from "./catalogue.js";

/**
 * The sample catalogue's model cards: one markdown file per model in `fixtures/hub/cards/`, named `org--name.md`
 * (`--` never occurs in a repository id, so the name maps back to one id). The local hub serves them where the hub
 * serves a repository's README (`/{id}/resolve/main/README.md`), and reads their YAML front matter into the
 * record's `cardData`, as the hub does.
 */
export class CardLibrary {
  private readonly cards: ReadonlyMap<string, string>;

  constructor(cards: ReadonlyMap<string, string>) {
    this.cards = cards;
  }

  static fromDir(dir: string): CardLibrary {
    const cards = new Map<string, string>();
    if (existsSync(dir)) {
      for (const file of readdirSync(dir)) {
        if (!file.endsWith(".md")) continue;
        cards.set(file.slice(0, -3).replace("--", "/"), readFileSync(join(dir, file), "utf8"));
      }
    }
    return new CardLibrary(cards);
  }

  get size(): number {
    return this.cards.size;
  }

  readme(id: string): string | undefined {
    return this.cards.get(id);
  }

  /** The card's front matter as an object, or undefined when the card has none (or it is not a YAML mapping). */
  cardData(id: string): Record<string, unknown> | undefined {
    const text = this.cards.get(id);
    return text === undefined ? undefined : frontMatterOf(text);
  }
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

/** The catalogue with each record's `cardData` read from its card, where the record has none of its own. */
export function withCardData(catalogue: Catalogue, cards: CardLibrary): Catalogue {
  return new Catalogue(
    catalogue.models.map((model) => {
      if (model.cardData !== undefined) return model;
      const cardData = cards.cardData(model.id);
      return cardData === undefined ? model : { ...model, cardData };
    }),
  );
}

/** `GET /{id}/resolve/{revision}/README.md` of the local hub: the card as text, or the hub's 404 answers. */
export function readmeResponse(catalogue: Catalogue, cards: CardLibrary, id: string, revision: string): Response {
  const headers = { "cache-control": "no-cache" };
  if (catalogue.get(id) === undefined) {
    return Response.json({ error: "Repository not found" }, { status: 404, headers });
  }
  if (revision !== "main") return Response.json({ error: `Invalid rev id: ${revision}` }, { status: 404, headers });
  const text = cards.readme(id);
  if (text === undefined) return Response.json({ error: "Entry not found" }, { status: 404, headers });
  return new Response(text, { headers: { ...headers, "content-type": "text/plain; charset=utf-8" } });
}
