import { Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import type { AppConfig, CatalogueModel } from "../shared/hub-types.js";
import { ROUTER_ORIGIN } from "../shared/replay-protocol.js";
import { chatTemplatesBody } from "./chat-templates.js";
import { AnswerCache, compressAnswers } from "./compression.js";
import { serveFrontEnd } from "./front-end.js";
import { readmeResponse, withCards } from "./hub/cards.js";
import { Catalogue, withBaseModelsOutside } from "./hub/catalogue.js";
import { createHubApi, parseModelQuery } from "./hub/hub-api.js";
import type { HubFetch } from "./hub/hub-fetch.js";
import type { ModelFactsTable } from "./hub/model-facts.js";
import { STAT_SORT_KEYS } from "./hub/model-index.js";
import { hubRelay } from "./hub/relay.js";
import { DEFAULT_UPSTREAM_TIMEOUT_MS, limitBody, MAX_REPLAY_BODY_BYTES } from "./limits.js";
import { byteRange, mediaLibrary } from "./media.js";
import { isPageDataFailure, modelCard, modelPageData, type PageDataSource } from "./page-data.js";
import { dataPath } from "./paths.js";
import { replay } from "./replay/replay.js";
import { TapeLibrary } from "./replay/tapes.js";
import { securityHeaders } from "./security-headers.js";

export interface AppOptions {
  /** The reference data folder (the repository's fixtures/), laid out as `DATA_FILES` says. */
  dataDir: string;
  /** The built front end (Vite's output); when missing, pages answer with how to build it. */
  staticDir: string;
  /** `offline`: local hub API and tape replay; `real`: /api is proxied to `hubUrl` and the page calls the real router. */
  mode: "offline" | "real";
  hubUrl: string;
  routerUrl: string;
  /** Task data served at /api/tasks. */
  tasks: () => Readonly<Record<string, unknown>>;
  /** Pause between replayed stream events (ms). */
  sseEventDelayMs?: number;
  /** How the relay reaches the real hub in `real` mode (node:http by default); answers its bodies as sent. */
  upstreamFetch?: HubFetch;
  /** Deadline for the real hub's answer to one relayed request (ms). */
  upstreamTimeoutMs?: number;
  /** Largest request body the local router reads (bytes). */
  maxReplayBodyBytes?: number;
  /**
   * How long a model page's first HTML waits for the model's data in real mode (ms; at most the upstream
   * deadline). A slower hub gets the page without it, and the page fetches the data itself.
   */
  pageDataTimeoutMs?: number;
  /**
   * For tests only: records added to the offline catalogue as they are (no sourced facts), e.g. a record without
   * config fields to show a snippet generator's warning. The sample catalogue a user browses never has them.
   */
  extraModels?: readonly CatalogueModel[];
  /** For tests only: README.md texts by model id (a hostile card, a card with every markdown feature). */
  extraCards?: ReadonlyMap<string, string>;
  /** For tests only: file listings of the test records (`tree/main`), in model-facts.json's format. */
  extraFacts?: ModelFactsTable;
}

/** A model page's HTML waits this long for a real hub's answers before it goes without them. */
export const DEFAULT_PAGE_DATA_TIMEOUT_MS = 1500;

/** A failure's status as an error status Hono sends (anything odd from upstream becomes 502). */
function statusOf(status: number): 400 | 404 | 413 | 429 | 500 | 502 | 503 | 504 {
  const known = [400, 404, 413, 429, 500, 502, 503, 504] as const;
  return known.find((candidate) => candidate === status) ?? 502;
}

/** Sets a Cache-Control on the answers of the routes it guards, unless the handler chose one. */
function cacheControl(value: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has("cache-control")) c.res.headers.set("cache-control", value);
  };
}

/** The whole server as a Hono app, testable through `app.request(...)` without listening. */
export function createApp(options: AppOptions): Hono {
  const { dataDir, staticDir, mode } = options;
  const catalogue = withBaseModelsOutside(
    withCards(
      Catalogue.fromFiles(dataPath(dataDir, "sampleModels"), dataPath(dataDir, "demoModels"), {
        extras: { path: dataPath(dataDir, "catalogueExtras"), templateDir: dataPath(dataDir, "chatTemplates") },
        facts: dataPath(dataDir, "modelFacts"),
        ...(options.extraModels !== undefined && { extraModels: options.extraModels }),
        ...(options.extraFacts !== undefined && { extraFacts: options.extraFacts }),
      }),
      options.extraCards ?? new Map(),
    ),
  );
  const tapes = TapeLibrary.fromFiles({
    recorded: dataPath(dataDir, "tapes"),
    synthetic: dataPath(dataDir, "syntheticTapes"),
    binaryInputs: dataPath(dataDir, "binaryInputs"),
    media: dataPath(dataDir, "media"),
  });
  const chatTemplates = chatTemplatesBody(dataPath(dataDir, "chatTemplates"));
  const replayOptions = { sseEventDelayMs: options.sseEventDelayMs ?? 40 };
  const app = new Hono();

  app.use("*", securityHeaders(options.routerUrl));
  // JSON and text answers are compressed as they are sent (event streams are not, so each event goes out at once);
  // the page, the chat templates and the built assets are compressed ahead of time.
  const compressed = compressAnswers();
  for (const path of ["/router/*", "/replay"]) app.use(path, compressed);
  // Only the local router reads request bodies; every other route takes none.
  const maxBody = options.maxReplayBodyBytes ?? MAX_REPLAY_BODY_BYTES;
  app.use("/router/*", limitBody(maxBody, "the local router"));
  app.use("/replay", limitBody(maxBody, "the local router"));
  const noBody = limitBody(0);
  app.use("*", async (c, next) => {
    if (c.req.path === "/replay" || c.req.path.startsWith("/router/")) return next();
    return noBody(c, next);
  });

  const config: AppConfig = {
    mode,
    hubUrl: options.hubUrl,
    routerUrl: options.routerUrl,
    tapeCount: tapes.size,
    // Offline, only the orders the catalogue has data for (by name, when it has no stats); the hub has its four.
    listSorts: mode === "offline" ? [...catalogue.index.sorts] : [...STAT_SORT_KEYS],
  };
  app.use("/_hubkit/*", cacheControl("no-cache"));
  app.get("/_hubkit/config", (c) => c.json(config));
  // Real models' published chat templates for the playground: reference data of this app in both modes (the sample
  // records carry only a short stand-in template, and the real hub has no route that lists templates).
  app.get("/_hubkit/chat-templates", async (c) => (await chatTemplates.get()).respond(c, "no-cache"));

  if (mode === "offline") {
    // The catalogue never changes while the server runs: each answer is compressed once.
    app.use("/api/*", compressAnswers(new AnswerCache(), "no-cache"));
    app.route("/api", createHubApi({ catalogue, tasks: options.tasks }));
    // A repository's model card, where the hub serves it.
    app.use("/:org/:name/resolve/*", compressAnswers(new AnswerCache(), "no-cache"));
    app.get("/:org/:name/resolve/:revision/README.md", (c) => {
      const id = `${c.req.param("org")}/${c.req.param("name")}`;
      return readmeResponse(catalogue, id, c.req.param("revision"));
    });
    // The list's facet counts under the same filters as /api/models (the real hub has no such route: in real mode
    // the page shows its filters without counts).
    app.get("/_hubkit/model-facets", (c) => {
      const query = parseModelQuery(new URL(c.req.url).searchParams, catalogue.index.defaultSort);
      if (typeof query === "string") return c.json({ error: query }, 400);
      return c.json(catalogue.index.facets(query));
    });
  } else {
    app.get("/_hubkit/model-facets", (c) =>
      c.json({ error: `Filter counts exist for the local catalogue only; the hub at ${options.hubUrl} has none` }, 404),
    );
    // The hub's answers, read whole and bounded by the relay, are compressed on the way out.
    app.all(
      "/api/*",
      compress(),
      hubRelay({
        hubUrl: options.hubUrl,
        fetch: options.upstreamFetch,
        timeoutMs: options.upstreamTimeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS,
      }),
    );
    // The model card, read from the hub where it serves it (text only, as every relayed answer).
    app.get(
      "/:org/:name/resolve/main/README.md",
      compress(),
      hubRelay({
        hubUrl: options.hubUrl,
        fetch: options.upstreamFetch,
        timeoutMs: options.upstreamTimeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS,
      }),
    );
  }

  // The local router: router.huggingface.co paths, and any other recorded URL (provider polling, result files).
  app.all("/router/*", (c) => {
    const url = new URL(c.req.url);
    return replay(
      tapes,
      c.req.raw,
      `${ROUTER_ORIGIN}${url.pathname.slice("/router".length)}${url.search}`,
      replayOptions,
    );
  });
  app.all("/replay", (c) => {
    const original = c.req.query("url");
    if (original === undefined || original === "") {
      return c.json({ error: "Missing ?url=: the original URL of the request to replay" }, 400);
    }
    return replay(tapes, c.req.raw, original, replayOptions);
  });

  const media = mediaLibrary(dataPath(dataDir, "media"));
  app.get("/media/:name", (c) => {
    const file = media(c.req.param("name"));
    if (file === undefined) return c.json({ error: `No sample media named ${c.req.param("name")}` }, 404);
    // Not cached: a player's partial download must never hold a cache entry the widget's own fetch waits on.
    const headers = { "content-type": file.contentType, "cache-control": "no-store", "accept-ranges": "bytes" };
    const range = byteRange(c.req.header("range"), file.body.length);
    if (range === "invalid") {
      return c.body(null, 416, { ...headers, "content-range": `bytes */${file.body.length}` });
    }
    if (range === undefined) return c.body(file.body, 200, headers);
    const part = file.body.subarray(range.start, range.end + 1);
    return c.body(part, 206, { ...headers, "content-range": `bytes ${range.start}-${range.end}/${file.body.length}` });
  });

  // A model page's data, read through this app's own routes (the local API or the relay, with its checks and
  // deadline) in-process, so the first HTML and /_hubkit/page-data carry exactly what the page would fetch.
  const pageData: PageDataSource = {
    get: async (path, signal, accept = "application/json") =>
      await app.fetch(new Request(new URL(path, "http://hubkit.internal"), { signal, headers: { accept } })),
    hubUrl: options.hubUrl,
    ...(mode === "offline" && { hasReadme: (id: string) => catalogue.readmes.has(id) }),
  };
  const pageDataTimeoutMs = Math.min(
    options.pageDataTimeoutMs ?? DEFAULT_PAGE_DATA_TIMEOUT_MS,
    options.upstreamTimeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS,
  );
  // Offline, the answers depend on the URL alone: each is made and compressed once.
  for (const path of ["/_hubkit/page-data/*", "/_hubkit/model-card/*"]) {
    app.use(path, mode === "offline" ? compressAnswers(new AnswerCache(), "no-cache") : compress());
  }
  app.get("/_hubkit/page-data/:org/:name", async (c) => {
    const data = await modelPageData(`${c.req.param("org")}/${c.req.param("name")}`, pageData, c.req.raw.signal);
    return isPageDataFailure(data) ? c.json({ error: data.error }, statusOf(data.status)) : c.json(data);
  });
  app.get("/_hubkit/model-card/:org/:name", async (c) => {
    const card = await modelCard(`${c.req.param("org")}/${c.req.param("name")}`, pageData, c.req.raw.signal);
    return "error" in card ? c.json({ error: card.error }, statusOf(card.status)) : c.json(card);
  });

  serveFrontEnd(app, staticDir, {
    config,
    stableData: mode === "offline",
    modelPage: async (id, signal) => {
      const data = await modelPageData(id, pageData, AbortSignal.any([signal, AbortSignal.timeout(pageDataTimeoutMs)]));
      return isPageDataFailure(data) ? undefined : data;
    },
  });
  return app;
}
