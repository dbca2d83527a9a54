import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Hono, type Context } from "hono";
import { getMimeType } from "hono/utils/mime";
import type { AppConfig } from "../../shared/hub-types.js";
import { isRepoId } from "../../shared/links.js";
import { modelIdOfPath, type ModelPageData } from "../../shared/page-data.js";
import { LazyPrecompressed, Precompressed, preferredEncoding, varyOnEncoding, type Encoding } from "../compression.js";
import { MODEL_PAGE_SOURCE, pageHtml, preloadsFor, type Manifest } from "../page-html.js";

/** One built asset in every encoding the build wrote for it. */
interface Asset {
  contentType: string;
  bodies: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
}

/**
 * The build's `assets/` folder, held in memory (about 1.2 MB with the compressed copies): answered by exact file
 * name, so no request path ever reaches the file system. The folder is read again when a name is missing (a new
 * build while the server runs), at most once a second.
 */
class AssetFolder {
  private files = new Map<string, Asset>();
  private readAt = 0;

  constructor(private readonly dir: string) {
    this.read();
  }

  get(name: string): Asset | undefined {
    const known = this.files.get(name);
    if (known !== undefined || Date.now() - this.readAt < 1000) return known;
    this.read();
    return this.files.get(name);
  }

  private read(): void {
    this.readAt = Date.now();
    if (!existsSync(this.dir)) return;
    const names = readdirSync(this.dir);
    const present = new Set(names);
    const files = new Map<string, Asset>();
    for (const name of names) {
      if (name.endsWith(".br") || name.endsWith(".gz")) continue;
      const path = join(this.dir, name);
      if (!statSync(path).isFile()) continue;
      const bodies: Asset["bodies"] = { identity: new Uint8Array(readFileSync(path)) };
      if (present.has(`${name}.br`)) bodies.br = new Uint8Array(readFileSync(`${path}.br`));
      if (present.has(`${name}.gz`)) bodies.gzip = new Uint8Array(readFileSync(`${path}.gz`));
      files.set(name, { contentType: getMimeType(name) ?? "application/octet-stream", bodies });
    }
    this.files = files;
  }
}

function assetResponse(c: Context, asset: Asset): Response {
  const headers = new Headers({
    "content-type": asset.contentType,
    "cache-control": "public, max-age=31536000, immutable",
  });
  let body = asset.bodies.identity;
  const available = (["br", "gzip"] as const).filter((encoding) => asset.bodies[encoding] !== undefined);
  if (available.length > 0) {
    varyOnEncoding(headers);
    const encoding = preferredEncoding(c.req.header("accept-encoding"), available);
    if (encoding !== "identity") {
      headers.set("content-encoding", encoding);
      body = asset.bodies[encoding];
    }
  }
  return new Response(body ?? null, { status: 200, headers });
}

/** What the pages' HTML carries besides the built app. */
export interface FrontEndOptions {
  /** The server's settings, embedded in every page (the page then never asks `/_hubkit/config` for them). */
  config?: AppConfig;
  /**
   * A model's page data for its first HTML answer, or undefined when it cannot be had in time (the page then
   * fetches it itself, in parallel with its code).
   */
  modelPage?: (id: string, signal: AbortSignal) => Promise<ModelPageData | undefined>;
  /** The page data never changes while the server runs (the local catalogue): each model's HTML is made once. */
  stableData?: boolean;
}

/** One build of the page: its HTML template and the model page's preloads, read from the build's manifest. */
interface Build {
  template: string;
  modelPreloads: { scripts: string[]; styles: string[] };
}

async function readBuild(staticDir: string): Promise<Build> {
  const template = await readFile(join(staticDir, "index.html"), "utf8");
  const manifestPath = join(staticDir, ".vite", "manifest.json");
  const manifest = existsSync(manifestPath)
    ? (JSON.parse(await readFile(manifestPath, "utf8")) as Manifest)
    : undefined;
  return {
    template,
    modelPreloads:
      manifest?.[MODEL_PAGE_SOURCE] === undefined
        ? { scripts: [], styles: [] }
        : preloadsFor(manifest, MODEL_PAGE_SOURCE),
  };
}

/** The most model pages kept made (the local catalogue holds fewer; each is a few KB in three encodings). */
const MAX_KEPT_PAGES = 512;

/**
 * The built front end: `/assets/*` (content-hashed file names, so cached for a year; brotli and gzip copies
 * written at build time by scripts/precompress.ts) and the single page for every other path (revalidated on each
 * visit, so a new build is picked up). The page carries the server's settings; a model page (`/{org}/{name}`) also
 * its model's data and preloads for its code (page-html.ts). Pages that cannot change are compressed once per
 * build. Mounted at `/` after every other route: its pages answer any path the others leave.
 */
export function frontEndRoutes(staticDir: string, options: FrontEndOptions = {}): Hono {
  const routes = new Hono();
  const indexPath = join(staticDir, "index.html");
  const build = new LazyValue(() => readBuild(staticDir));
  const page = new LazyPrecompressed(async () =>
    Precompressed.of(pageHtml((await build.get(versionOf(indexPath))).template, bootOf(options)), HTML),
  );
  // A model route without data (an unknown model, or a hub that did not answer in time): the same for every id.
  const modelPageWithoutData = new LazyPrecompressed(async () => {
    const { template, modelPreloads } = await build.get(versionOf(indexPath));
    return Precompressed.of(pageHtml(template, bootOf(options), modelPreloads), HTML);
  });
  const keptPages = new Map<string, Promise<Precompressed | undefined>>();
  const assets = new AssetFolder(join(staticDir, "assets"));

  routes.get("/assets/:name", (c) => {
    const asset = assets.get(c.req.param("name"));
    if (asset === undefined) return c.text(`No such asset: ${c.req.path}`, 404, { "cache-control": "no-store" });
    return assetResponse(c, asset);
  });
  routes.get("/assets/*", (c) => c.text(`No such asset: ${c.req.path}`, 404, { "cache-control": "no-store" }));

  /** Model `id`'s page with its data, or undefined when the data could not be had. */
  const makeModelPage = async (id: string, version: string, signal: AbortSignal) => {
    const data = await options.modelPage?.(id, signal).catch(() => undefined);
    if (data === undefined) return undefined;
    const { template, modelPreloads } = await build.get(version);
    return Precompressed.of(pageHtml(template, { ...bootOf(options), model: data }, modelPreloads), HTML);
  };

  // Every other page path is the single-page app; it routes on the client.
  routes.get("*", async (c) => {
    const version = versionOf(indexPath);
    if (version === undefined) {
      return c.text(`The front end is not built (${indexPath} is missing): run "npm run build -w apps/hub".`, 503);
    }
    const id = modelIdOfPath(new URL(c.req.url).pathname);
    if (id === undefined || !isRepoId(id)) return (await page.get(version)).respond(c, "no-cache");
    let made: Promise<Precompressed | undefined>;
    if (options.stableData === true) {
      const key = `${version}\n${id}`;
      made = keptPages.get(key) ?? makeModelPage(id, version, new AbortController().signal);
      keptPages.delete(key);
      keptPages.set(key, made);
      for (const oldest of keptPages.keys()) {
        if (keptPages.size <= MAX_KEPT_PAGES) break;
        keptPages.delete(oldest);
      }
    } else {
      made = makeModelPage(id, version, c.req.raw.signal);
    }
    const body = (await made) ?? (await modelPageWithoutData.get(version));
    return body.respond(c, "no-cache");
  });
  return routes;
}

const HTML = "text/html; charset=utf-8";

function bootOf(options: FrontEndOptions) {
  return options.config === undefined ? {} : { config: options.config };
}

/** The build's version: index.html's time and size (a new build replaces it), or undefined when there is none. */
function versionOf(indexPath: string): string | undefined {
  if (!existsSync(indexPath)) return undefined;
  const built = statSync(indexPath);
  return `${built.mtimeMs}:${built.size}`;
}

/** A value made on first use and kept, remade when `version` changes; a failed make is not kept. */
class LazyValue<T> {
  private current: { version: string; value: Promise<T> } | undefined;

  constructor(private readonly make: () => Promise<T>) {}

  get(version = ""): Promise<T> {
    if (this.current === undefined || this.current.version !== version) {
      const value = this.make();
      value.catch(() => {
        if (this.current?.value === value) this.current = undefined;
      });
      this.current = { version, value };
    }
    return this.current.value;
  }
}
