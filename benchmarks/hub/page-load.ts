/**
 * A first visit to the hub's model pages, as a browser makes it: Debian's chromium (headless, through
 * playwright-core) on loopback against the built app and its server, a fresh browser context per visit (cold
 * cache). For each visit:
 *   - the time to the model name (the page's h1 with text, at the next animation frame: the frame that paints it),
 *   - the time to the first library snippet ("Use this model": its code on screen, plain or highlighted),
 *   - the JavaScript received (compressed bodies as they came over the wire, and with their headers) and in how
 *     many files, everything the page loads without interaction (until the network has been quiet for 1.5 s once
 *     the page shows its heading),
 *   - every byte received, media included.
 * Named pages: the median of BENCH_PAGE_RUNS (7) visits. Then one visit to every model page of the catalogue: the
 * largest JavaScript and the slowest model name over all of them.
 * `--compare <commit>`: the same for an older commit's app (its apps/hub and fixtures extracted with git archive
 * under node_modules/.cache and built there), the visits of both taking turns so a busy moment hits both.
 * Build the app first (`npm run build -w apps/hub`). Writes results/hub-page.md. `npm run bench:hub:page -w benchmarks`.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser } from "playwright-core";
import { startServer, type Version } from "./server-process.js";

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, "..", "..");
const RESULTS = join(HERE, "..", "results");
const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 7);
/** BENCH_PAGE_LATENCY_MS: emulated round-trip time (and 20 Mbit/s), to see what a waterfall costs on a network. */
const LATENCY_MS = Number(process.env.BENCH_PAGE_LATENCY_MS ?? 0);
/** BENCH_PAGE_CATALOGUE=0 leaves out the visit to every model page. */
const CATALOGUE = process.env.BENCH_PAGE_CATALOGUE !== "0";
/** How long the network must stay quiet, once the page shows its heading, before a visit counts as loaded. */
const QUIET_MS = 1500;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PAGES = [
  "google/vit-base-patch16-224",
  "openai/whisper-large-v3-turbo",
  "meta-llama/Llama-3.1-8B-Instruct",
  "black-forest-labs/FLUX.1-dev",
  "Qwen/Qwen2.5-0.5B-Instruct-GGUF",
];

/** Extracts `commit`'s apps/hub and fixtures under node_modules/.cache (where imports still resolve) and builds it. */
function olderVersion(commit: string): Version {
  const sha = execFileSync("git", ["rev-parse", "--short", `${commit}^{commit}`], {
    cwd: ROOT,
    encoding: "utf8",
  }).trim();
  const dir = join(ROOT, "node_modules/.cache/hubkit-bench-page", sha);
  const hub = join(dir, "apps/hub");
  if (!existsSync(join(hub, "dist", "index.html"))) {
    mkdirSync(dir, { recursive: true });
    const archive = execFileSync("git", ["archive", sha, "apps/hub", "fixtures"], {
      cwd: ROOT,
      maxBuffer: 256 * 1024 * 1024,
    });
    execFileSync("tar", ["-x", "-C", dir], { input: archive });
    // Dependencies that commit had and this one no longer installs go into the extracted folder's own node_modules.
    const { dependencies = {} } = JSON.parse(readFileSync(join(hub, "package.json"), "utf8")) as {
      dependencies?: Record<string, string>;
    };
    const missing = Object.entries(dependencies).filter(
      ([name]) => !name.startsWith("@hubkit/") && !existsSync(join(ROOT, "node_modules", name, "package.json")),
    );
    if (missing.length > 0) {
      execFileSync(
        "npm",
        [
          "install",
          "--prefix",
          dir,
          "--no-save",
          "--no-package-lock",
          "--no-audit",
          "--no-fund",
          ...missing.map(([name, range]) => `${name}@${range}`),
        ],
        { stdio: "inherit" },
      );
    }
    execFileSync(process.execPath, [join(ROOT, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], {
      cwd: hub,
      stdio: "inherit",
    });
  }
  return {
    label: `before (${sha})`,
    appModule: join(hub, "server/app.ts"),
    staticDir: join(hub, "dist"),
    dataDir: join(dir, "fixtures"),
  };
}

interface Visit {
  /** ms from navigation start to the frame that paints the model name; undefined if it never showed. */
  name: number | undefined;
  /** ms to the frame that paints the first library snippet's code; undefined when the page has none. */
  snippet: number | undefined;
  /** Compressed bodies of the scripts, as received. */
  jsBodyBytes: number;
  /** The same with each answer's headers. */
  jsBytes: number;
  jsFiles: string[];
  /** Every answer's bytes (headers included), the HTML, styles, data and media too. */
  allBytes: number;
  requests: number;
}

/**
 * Runs in the page before any of its scripts: notes when the model name and the first library snippet enter the
 * document, then the next animation frame (when they are painted). Installed through the DevTools protocol, so the
 * page's CSP (no inline script) does not apply to it; a string, so the runner's transpiler adds nothing to it.
 */
const WATCH_FOR_MARKS = `(() => {
  const marks = {};
  window.__pageMarks = marks;
  let nameSeen = false;
  let snippetSeen = false;
  const check = () => {
    if (!nameSeen && (document.querySelector("h1.model-title")?.textContent ?? "").trim() !== "") {
      nameSeen = true;
      requestAnimationFrame(() => (marks.name = performance.now()));
    }
    const snippet = document.querySelector("section.library-snippets pre, .model-main .snippet-panel pre");
    if (!snippetSeen && (snippet?.textContent ?? "").trim() !== "") {
      snippetSeen = true;
      requestAnimationFrame(() => (marks.snippet = performance.now()));
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

async function visit(browser: Browser, origin: string, id: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: WATCH_FOR_MARKS });
    const session = await context.newCDPSession(page);
    await session.send("Network.enable");
    if (LATENCY_MS > 0) {
      // A network with round trips of LATENCY_MS and 20 Mbit/s each way, as a browser far from the server sees it.
      await session.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: LATENCY_MS,
        downloadThroughput: 2_500_000,
        uploadThroughput: 2_500_000,
      });
    }
    const scripts = new Map<string, { url: string; headerBytes: number }>();
    const finished = new Map<string, number>();
    const inFlight = new Set<string>();
    let lastActivity = Date.now();
    session.on("Network.requestWillBeSent", (event) => {
      inFlight.add(event.requestId);
      lastActivity = Date.now();
    });
    session.on("Network.responseReceived", (event) => {
      if (event.type === "Script") {
        scripts.set(event.requestId, { url: event.response.url, headerBytes: event.response.encodedDataLength });
      }
    });
    session.on("Network.loadingFinished", (event) => {
      finished.set(event.requestId, event.encodedDataLength);
      inFlight.delete(event.requestId);
      lastActivity = Date.now();
    });
    session.on("Network.loadingFailed", (event) => {
      inFlight.delete(event.requestId);
      lastActivity = Date.now();
    });
    await page.goto(`${origin}/${id}`);
    // The page has rendered its heading (the model's name, or why there is none), then nothing has been asked
    // for a while: a script that takes long to run leaves the network quiet without the page being done, so the
    // wait starts only once the page shows something.
    await page.locator("main h1").first().waitFor({ timeout: 60_000 });
    const giveUp = Date.now() + 30_000;
    while ((inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < giveUp) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const marks = await page.evaluate(
      () => (window as unknown as { __pageMarks: { name?: number; snippet?: number } }).__pageMarks,
    );
    let jsBytes = 0;
    let jsBodyBytes = 0;
    const jsFiles: string[] = [];
    for (const [requestId, script] of scripts) {
      const total = finished.get(requestId) ?? 0;
      jsBytes += total;
      jsBodyBytes += Math.max(0, total - script.headerBytes);
      jsFiles.push(new URL(script.url).pathname.split("/").pop() ?? script.url);
    }
    const allBytes = [...finished.values()].reduce((sum, bytes) => sum + bytes, 0);
    return {
      name: marks.name,
      snippet: marks.snippet,
      jsBodyBytes,
      jsBytes,
      jsFiles: jsFiles.sort(),
      allBytes,
      requests: finished.size,
    };
  } finally {
    await context.close();
  }
}

function median(values: ReadonlyArray<number | undefined>): number | undefined {
  const known = values.filter((value): value is number => value !== undefined).sort((a, b) => a - b);
  if (known.length === 0) return undefined;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 === 1 ? known[middle] : (known[middle - 1]! + known[middle]!) / 2;
}

const ms = (value: number | undefined) => (value === undefined ? "none" : `${value.toFixed(0)} ms`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function modelIds(origin: string): Promise<string[]> {
  const response = await fetch(`${origin}/api/models?limit=1000`);
  if (!response.ok) throw new Error(`${origin}/api/models answered ${response.status}`);
  const rows = (await response.json()) as Array<{ id: string }>;
  return rows.map((row) => row.id);
}

interface Summary {
  version: string;
  page: string;
  name: number | undefined;
  snippet: number | undefined;
  jsBodyBytes: number;
  jsBytes: number;
  files: number;
  allBytes: number;
  requests: number;
  jsFiles: string[];
}

const compareAt = process.argv.indexOf("--compare");
const compareWith = compareAt === -1 ? undefined : process.argv[compareAt + 1];
const versions: Version[] = [
  ...(compareWith === undefined ? [] : [olderVersion(compareWith)]),
  { label: compareWith === undefined ? "this commit" : "after" },
];
if (!existsSync(join(ROOT, "apps/hub/dist/index.html")))
  throw new Error("Build the app first: npm run build -w apps/hub");

// Stream events 40 ms apart, as the app serves them.
const servers = await Promise.all(versions.map((version) => startServer({ BENCH_SSE_DELAY_MS: "40" }, version)));
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
const chromiumVersion = browser.version();
const summaries: Summary[] = [];
const catalogueRows: string[] = [];
try {
  // A first visit to each server warms its caches (the answers it compresses once), not the browser's.
  for (const server of servers) await visit(browser, server.origin, PAGES[0]!);
  for (const id of PAGES) {
    const visits: Visit[][] = versions.map(() => []);
    for (let run = 0; run < RUNS; run++) {
      for (const [i, server] of servers.entries()) visits[i]!.push(await visit(browser, server.origin, id));
    }
    for (const [i, version] of versions.entries()) {
      const runs = visits[i]!;
      const last = runs[runs.length - 1]!;
      const summary: Summary = {
        version: version.label,
        page: id,
        name: median(runs.map((run) => run.name)),
        snippet: median(runs.map((run) => run.snippet)),
        jsBodyBytes: median(runs.map((run) => run.jsBodyBytes)) ?? 0,
        jsBytes: median(runs.map((run) => run.jsBytes)) ?? 0,
        files: last.jsFiles.length,
        allBytes: median(runs.map((run) => run.allBytes)) ?? 0,
        requests: median(runs.map((run) => run.requests)) ?? 0,
        jsFiles: last.jsFiles,
      };
      summaries.push(summary);
      console.log(
        `${id} | ${version.label}: name ${ms(summary.name)}, snippet ${ms(summary.snippet)}, JS ${kb(summary.jsBodyBytes)} in ${summary.files} files`,
      );
    }
  }
  // Every model page once: the heaviest and the slowest.
  for (const [i, version] of CATALOGUE ? versions.entries() : []) {
    const origin = servers[i]!.origin;
    const ids = await modelIds(origin);
    const all: Array<{ id: string; visit: Visit }> = [];
    for (const id of ids) all.push({ id, visit: await visit(browser, origin, id) });
    const heaviest = all.reduce((a, b) => (b.visit.jsBodyBytes > a.visit.jsBodyBytes ? b : a));
    const slowest = all.reduce((a, b) => ((b.visit.name ?? Infinity) > (a.visit.name ?? Infinity) ? b : a));
    const over = (limit: number) => all.filter((row) => row.visit.jsBodyBytes > limit * 1024).length;
    catalogueRows.push(
      `| ${version.label} | ${ids.length} | ${kb(heaviest.visit.jsBodyBytes)} (${heaviest.id}, ${heaviest.visit.jsFiles.length} files) | ` +
        `${kb(median(all.map((row) => row.visit.jsBodyBytes)) ?? 0)} | ${over(120)} | ${ms(slowest.visit.name)} (${slowest.id}) | ` +
        `${ms(median(all.map((row) => row.visit.name)))} |`,
    );
    console.log(catalogueRows[catalogueRows.length - 1]);
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
}

const table = [
  "# Model pages: first visit",
  "",
  `Debian chromium ${chromiumVersion} headless (playwright-core), loopback, a fresh browser context per visit ` +
    `(cold cache), 1280 x 900, ${RUNS} visits per page and version (median), the versions taking turns; ` +
    (LATENCY_MS > 0
      ? `emulated network: ${LATENCY_MS} ms round trips, 20 Mbit/s; `
      : "loopback, no emulated latency; ") +
    `Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, this shared 2-core machine. ` +
    "Times from navigation start to the animation frame that paints the model name (h1) and the first library " +
    'snippet ("Use this model"). JavaScript: the compressed bodies as received (brotli), everything the page ' +
    "loads without interaction (until the network has been quiet for 1.5 s after the heading showed); with headers in brackets. All: every " +
    "answer with its headers (HTML, styles, data, media).",
  "",
  "| page | version | model name | first snippet | JavaScript | files | all bytes | requests |",
  "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...summaries.map(
    (row) =>
      `| ${row.page} | ${row.version} | ${ms(row.name)} | ${ms(row.snippet)} | ${kb(row.jsBodyBytes)} (${kb(row.jsBytes)}) | ` +
      `${row.files} | ${kb(row.allBytes)} | ${row.requests} |`,
  ),
  "",
  "Every model page of the catalogue, one visit each:",
  "",
  "| version | pages | most JavaScript | median JavaScript | pages over 120 KB | slowest model name | median model name |",
  "| --- | ---: | --- | ---: | ---: | --- | ---: |",
  ...catalogueRows,
  "",
  "Scripts each page loaded (last visit):",
  "",
  ...summaries.map((row) => `- ${row.page}, ${row.version}: ${row.jsFiles.join(", ")}`),
  "",
].join("\n");
writeFileSync(join(RESULTS, LATENCY_MS > 0 ? `hub-page-${LATENCY_MS}ms.md` : "hub-page.md"), table);
console.log(table);
