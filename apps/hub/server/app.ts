import { Hono, type Context, type MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppConfig, CatalogueModel } from "../shared/hub-types.js";
import { chatTemplatesBody } from "./chat-templates.js";
import { withCards } from "./hub/cards.js";
import { Catalogue, withBaseModelsOutside } from "./hub/catalogue.js";
import type { HubFetch } from "./hub/hub-fetch.js";
import type { ModelFactsTable } from "./hub/model-facts.js";
import { STAT_SORT_KEYS } from "./hub/model-index.js";
import { DEFAULT_UPSTREAM_TIMEOUT_MS, limitBody, MAX_REPLAY_BODY_BYTES } from "./limits.js";
import { isPageDataFailure, modelPageData, type PageDataSource } from "./page-data.js";
import { dataPath } from "./paths.js";
import { TapeLibrary } from "./replay/tapes.js";
import { appDataRoutes } from "./routes/app-data.js";
import { frontEndRoutes } from "./routes/front-end.js";
import { ggufFileRoutes, relayedGgufFileRoutes } from "./routes/gguf-files.js";
import type { ServedGgufFiles } from "./gguf/served-files.js";
import { localHubRoutes } from "./routes/local-hub.js";
import { isLocalRouterPath, localRouterRoutes } from "./routes/local-router.js";
import { mediaRoutes } from "./routes/media.js";
import { pageDataRoutes } from "./routes/page-data.js";
import { providerCapabilityRoutes } from "./routes/provider-capabilities.js";
import { RouterModels } from "./router-models.js";
import { relayedHubRoutes } from "./routes/relayed-hub.js";
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
  /** For tests only: GGUF headers the offline hub serves by range, by `{org}/{name}/{file}` (the test records' files). */
  extraGgufFiles?: ServedGgufFiles;
  /** Real mode: how the server reaches the router for its list of models (node:http by default). */
  routerFetch?: HubFetch;
  /** Real mode: where the hub's file downloads may redirect the GGUF range relay (default: the hub's hosts). */
  ggufFileHosts?: (url: URL) => boolean;
}

/** A model page's HTML waits this long for a real hub's answers before it goes without them. */
export const DEFAULT_PAGE_DATA_TIMEOUT_MS = 1500;

/** Sets a Cache-Control on the answers of the routes it guards, unless the handler chose one. */
function cacheControl(value: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has("cache-control")) c.res.headers.set("cache-control", value);
  };
}

/**
 * The one answer to a route that threw, whichever sub-app it is in: what went wrong goes to the server's log, the
 * client learns only which request failed (an error's text can name files or the hub's answer).
 */
function answerError(error: Error, c: Context): Response {
  if (error instanceof HTTPException) return error.getResponse();
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return c.json({ error: `The server failed to answer ${c.req.method} ${c.req.path}` }, 500, {
    "cache-control": "no-store",
  });
}

/**
 * The one answer to a request no route takes: any GET is a page, so this is another method, outside the hub API and
 * the local router.
 */
function answerNotFound(c: Context): Response {
  return c.json({ error: `No route for ${c.req.method} ${c.req.path}` }, 404);
}

/**
 * The whole server as a Hono app, testable through `app.request(...)` without listening: the data it serves, the
 * policies every answer follows (security headers, no request body outside the local router, no-cache on the app's
 * own data), one sub-app per concern (server/routes/) and one error handler for all of them. Sub-apps are mounted
 * in the order their routes are tried; the front end's pages come last, since they answer any path.
 */
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
  const upstreamTimeoutMs = options.upstreamTimeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;
  const config: AppConfig = {
    mode,
    hubUrl: options.hubUrl,
    routerUrl: options.routerUrl,
    tapeCount: tapes.size,
    // Offline, only the orders the catalogue has data for (by name, when it has no stats); the hub has its four.
    listSorts: mode === "offline" ? [...catalogue.index.sorts] : [...STAT_SORT_KEYS],
  };
  const app = new Hono();

  // A model page's data, read through this app's own routes (the local API or the relay, with its checks and
  // deadline) in-process, so the first HTML and /_hubkit/page-data carry exactly what the page would fetch.
  const pageData: PageDataSource = {
    get: async (path, signal, accept = "application/json") =>
      await app.fetch(new Request(new URL(path, "http://hubkit.internal"), { signal, headers: { accept } })),
    hubUrl: options.hubUrl,
    ...(mode === "offline" && { hasReadme: (id: string) => catalogue.readmes.has(id) }),
  };
  const pageDataTimeoutMs = Math.min(options.pageDataTimeoutMs ?? DEFAULT_PAGE_DATA_TIMEOUT_MS, upstreamTimeoutMs);

  app.use("*", securityHeaders(options.routerUrl));
  // Only the local router reads request bodies; every other route takes none.
  const noBody = limitBody(0);
  app.use("*", async (c, next) => (isLocalRouterPath(c.req.path) ? next() : noBody(c, next)));
  app.use("/_hubkit/*", cacheControl("no-cache"));

  app.route("/_hubkit", appDataRoutes(config, chatTemplatesBody(dataPath(dataDir, "chatTemplates"))));
  const routerModels =
    mode === "real"
      ? new RouterModels({ routerUrl: options.routerUrl, fetch: options.routerFetch, timeoutMs: upstreamTimeoutMs })
      : undefined;
  app.route("/_hubkit", providerCapabilityRoutes(routerModels));
  const relay = { hubUrl: options.hubUrl, fetch: options.upstreamFetch, timeoutMs: upstreamTimeoutMs };
  app.route(
    "/",
    mode === "offline"
      ? ggufFileRoutes(options.extraGgufFiles ?? new Map())
      : relayedGgufFileRoutes({ ...relay, ...(options.ggufFileHosts && { fileHosts: options.ggufFileHosts }) }),
  );
  app.route("/", mode === "offline" ? localHubRoutes(catalogue, options.tasks) : relayedHubRoutes(relay));
  app.route(
    "/",
    localRouterRoutes(tapes, options.maxReplayBodyBytes ?? MAX_REPLAY_BODY_BYTES, {
      sseEventDelayMs: options.sseEventDelayMs ?? 40,
    }),
  );
  app.route("/media", mediaRoutes(dataPath(dataDir, "media")));
  app.route("/_hubkit", pageDataRoutes(pageData, mode === "offline"));
  app.route(
    "/",
    frontEndRoutes(staticDir, {
      config,
      stableData: mode === "offline",
      modelPage: async (id, signal) => {
        const data = await modelPageData(
          id,
          pageData,
          AbortSignal.any([signal, AbortSignal.timeout(pageDataTimeoutMs)]),
        );
        return isPageDataFailure(data) ? undefined : data;
      },
    }),
  );

  app.onError(answerError);
  app.notFound(answerNotFound);
  return app;
}
