/**
 * The real-mode relay against a hostile hub on loopback, the server in a child process of its own (serve.ts, real
 * mode, a 3 s deadline as HUBKIT_UPSTREAM_TIMEOUT_MS=3000), each attack on a fresh server:
 *   - a gzip bomb: a JSON answer of BENCH_BOMB_GIB (8) GiB of zeros in about 1/1000 of that, sent at once; and
 *     the same gzipped again (`content-encoding: gzip, gzip`), some 18 KB, which arrives whole at once;
 *   - a hub that trickles its answer (gzip, and plain) and never ends it;
 *   - ten browsers that leave 1 s after the hub has their requests, while it never answers or trickles its answer
 *     (plain, gzip).
 * While each request runs, the server does a full garbage collection every second, as a server with other traffic
 * does (Node 20 lost an AbortSignal.timeout held by AbortSignal.any at a full GC: the old relay's deadline).
 * For each: the status the browser got and when its answer ended, the server's CPU time and the most memory (RSS)
 * it held over its resting RSS while the attack ran (from /proc), and the hub connections still open 3 s after the
 * browsers left. Requests carry a browser's Accept-Encoding. `--compare <commit>` runs an older commit's server
 * first. Writes results/hub-relay.md. `npm run bench:hub:relay -w benchmarks`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, constants, createGzip, gunzipSync, gzipSync } from "node:zlib";
import { writeRepeatedly } from "../../apps/hub/test/attack.js";
import { olderVersion, startServer, type Server, type Version } from "./server-process.js";

const HERE = dirname(fileURLToPath(import.meta.url));
const RESULTS = join(HERE, "..", "results");
const MiB = 1024 * 1024;
const DEADLINE_MS = 3000;
const BOMB_GIB = Number(process.env.BENCH_BOMB_GIB ?? 8);
/** The longest the script waits for one answer before giving up on it (it reports that it gave up). */
const GIVE_UP_MS = Number(process.env.BENCH_GIVE_UP_SECONDS ?? 240) * 1000;
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd", accept: "application/json" };
const CLOCK_TICKS_PER_SECOND = 100;

/** A loopback hub written with node:http; counts the connections it holds open. */
interface Hub {
  origin: string;
  open: () => number;
  close: () => Promise<void>;
}

function hostileHub(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<Hub> {
  const sockets = new Set<Socket>();
  const server = createServer(handler);
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      resolve({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        open: () => sockets.size,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

/** 64 MiB of zeros as one gzip member (about 64 KB); members back to back are one gzip stream to a reader. */
const BOMB_MEMBER = gzipSync(Buffer.alloc(64 * MiB));

const gzipBomb = (_request: IncomingMessage, response: ServerResponse) => {
  response.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
  void writeRepeatedly(response, BOMB_MEMBER, BOMB_GIB * 16);
};

const TWICE_GZIPPED_BOMB = gzipSync(Buffer.concat(Array.from({ length: BOMB_GIB * 16 }, () => BOMB_MEMBER)));

const twiceGzippedBomb = (_request: IncomingMessage, response: ServerResponse) => {
  response.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip, gzip" });
  response.end(TWICE_GZIPPED_BOMB);
};

/** An answer that starts and never ends: a little JSON every 200 ms, gzipped and flushed, or plain. */
function trickle(encoding: "gzip" | "identity") {
  return (_request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(200, {
      "content-type": "application/json",
      ...(encoding === "gzip" && { "content-encoding": "gzip" }),
    });
    const gzip = encoding === "gzip" ? createGzip() : undefined;
    gzip?.pipe(response);
    response.write(encoding === "gzip" ? "" : "[");
    gzip?.write("[");
    const timer = setInterval(() => {
      const piece = '{"id":"a"},'.repeat(100);
      if (gzip === undefined) response.write(piece);
      else gzip.write(piece, () => gzip.flush(constants.Z_SYNC_FLUSH));
    }, 200);
    response.on("close", () => clearInterval(timer));
  };
}

const silent = () => undefined;

/** The server's CPU time so far (s), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the command's closing parenthesis.
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

function rssBytes(pid: number): number {
  const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kib) * 1024;
}

interface Exchange {
  status: number;
  /** From the request to the answer's end (or its failure), ms. */
  ms: number;
  /** Body bytes as they came over the wire. */
  bytes: number;
  /** How the answer ended. */
  ended: "complete" | "broken" | "gave up";
  error?: string;
}

/** One browser request, read to its end (or for at most GIVE_UP_MS). */
function browserRequest(origin: string, path: string): Promise<Exchange> {
  const started = performance.now();
  return new Promise((resolve) => {
    let status = 0;
    let bytes = 0;
    let encoding = "";
    const errorPieces: Buffer[] = [];
    const finish = (ended: Exchange["ended"]) => {
      clearTimeout(giveUp);
      resolve({
        status,
        ms: performance.now() - started,
        bytes,
        ended,
        ...(status >= 400 && { error: errorText(Buffer.concat(errorPieces), encoding) }),
      });
    };
    const outgoing = request(`${origin}${path}`, { headers: BROWSER });
    const giveUp = setTimeout(() => {
      outgoing.destroy();
      finish("gave up");
    }, GIVE_UP_MS);
    outgoing.on("response", (response) => {
      status = response.statusCode ?? 0;
      encoding = response.headers["content-encoding"] ?? "";
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        if (status >= 400 && bytes < 64 * 1024) errorPieces.push(chunk);
      });
      response.on("end", () => finish("complete"));
      response.on("error", () => finish("broken"));
    });
    outgoing.on("error", () => finish("broken"));
    outgoing.end();
  });
}

/** An error answer's `error`, decoded as the browser would. */
function errorText(body: Buffer, encoding: string): string {
  try {
    const plain = encoding === "gzip" ? gunzipSync(body) : encoding === "br" ? brotliDecompressSync(body) : body;
    const parsed: unknown = JSON.parse(plain.toString("utf8"));
    const error = typeof parsed === "object" && parsed !== null && "error" in parsed ? parsed.error : parsed;
    return String(error).slice(0, 300);
  } catch {
    return `(${body.length} bytes that are not a JSON error)`;
  }
}

interface AttackRow {
  attack: string;
  version: string;
  outcome: string;
  seconds: number;
  cpuSeconds: number;
  peakExtraRss: number;
}

/** Runs one attack against a fresh server: its answer, the server's CPU time and its memory peak meanwhile. */
async function measured(
  attack: string,
  version: Version,
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<AttackRow> {
  const hub = await hostileHub(handler);
  const server = await startServer(
    { BENCH_HUB_URL: hub.origin, BENCH_UPSTREAM_TIMEOUT_MS: String(DEADLINE_MS) },
    version,
  );
  const pid = server.child.pid ?? 0;
  try {
    // One ordinary request first, so the server's first-use costs are not counted.
    await browserRequest(server.origin, "/_hubkit/config");
    await new Promise((resolve) => setTimeout(resolve, 500));
    const restingRss = rssBytes(pid);
    let peakRss = restingRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssBytes(pid))), 50);
    const collector = setInterval(() => void server.memory(true), 1000);
    const cpuBefore = cpuSeconds(pid);
    const exchange = await browserRequest(server.origin, "/api/models/attacker/bomb");
    clearInterval(collector);
    clearInterval(sampler);
    peakRss = Math.max(peakRss, rssBytes(pid));
    const row: AttackRow = {
      attack,
      version: version.label,
      outcome:
        `${exchange.status} ${exchange.ended}, ${(exchange.bytes / MiB).toFixed(1)} MiB sent` +
        (exchange.error === undefined ? "" : `: ${exchange.error}`),
      seconds: exchange.ms / 1000,
      cpuSeconds: cpuSeconds(pid) - cpuBefore,
      peakExtraRss: peakRss - restingRss,
    };
    console.log(row);
    return row;
  } finally {
    await server.stop();
    await hub.close();
  }
}

interface LeavingRow {
  hub: string;
  version: string;
  received: number;
  openAfter: number;
}

/** Ten browsers ask, and leave 1 s after the hub has all ten requests; hub connections still open 3 s later. */
async function browsersLeave(
  what: string,
  version: Version,
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<LeavingRow> {
  let received = 0;
  const hub = await hostileHub((incoming, response) => {
    received += 1;
    handler(incoming, response);
  });
  const server: Server = await startServer(
    { BENCH_HUB_URL: hub.origin, BENCH_UPSTREAM_TIMEOUT_MS: String(60_000) },
    version,
  );
  try {
    const requests = Array.from({ length: 10 }, (_, i) => {
      const outgoing = request(`${server.origin}/api/models/m${i}`, { agent: false, headers: BROWSER });
      outgoing.on("response", (response) => response.resume());
      outgoing.on("error", () => undefined);
      outgoing.end();
      return outgoing;
    });
    const waitUntil = Date.now() + 30_000;
    while (received < 10 && Date.now() < waitUntil) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const outgoing of requests) outgoing.destroy();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const row = { hub: what, version: version.label, received, openAfter: hub.open() };
    console.log(row);
    return row;
  } finally {
    await server.stop();
    await hub.close();
  }
}

const compareAt = process.argv.indexOf("--compare");
const compareWith = compareAt === -1 ? undefined : process.argv[compareAt + 1];
const versions: Version[] = [
  ...(compareWith === undefined ? [] : [olderVersion(compareWith)]),
  { label: compareWith === undefined ? "this commit" : "after" },
];

const attacks: AttackRow[] = [];
const leaving: LeavingRow[] = [];
for (const version of versions) {
  attacks.push(
    await measured(
      `gzip bomb: ${BOMB_GIB} GiB of zeros in ${((BOMB_MEMBER.length * BOMB_GIB * 16) / MiB).toFixed(1)} MiB`,
      version,
      gzipBomb,
    ),
  );
  attacks.push(
    await measured(
      `gzip bomb, gzipped twice: ${BOMB_GIB} GiB of zeros in ${(TWICE_GZIPPED_BOMB.length / 1024).toFixed(0)} KB`,
      version,
      twiceGzippedBomb,
    ),
  );
  attacks.push(await measured("an answer that never ends, gzip", version, trickle("gzip")));
  attacks.push(await measured("an answer that never ends, plain", version, trickle("identity")));
  leaving.push(await browsersLeave("never answers", version, silent));
  leaving.push(await browsersLeave("trickles its answer, plain", version, trickle("identity")));
  leaving.push(await browsersLeave("trickles its answer, gzip", version, trickle("gzip")));
}

const table = [
  "# The real-mode relay against a hostile hub",
  "",
  `\`relay-attacks.ts\`: the server in a child process (real mode, a ${DEADLINE_MS / 1000} s deadline), a hostile hub ` +
    `on loopback, a fresh server per row; requests carry a browser's Accept-Encoding. Node ${process.version}, ` +
    `${new Date().toISOString().slice(0, 10)}. CPU and memory are the server process's (from /proc), memory as its ` +
    "highest RSS over its resting RSS during the request. The server does a full GC every second meanwhile, as one " +
    `with other traffic does; the script gives up on an answer after ${GIVE_UP_MS / 1000} s.`,
  "",
  "| attack | server | the browser got | answer ended after | server CPU | server memory peak |",
  "| --- | --- | --- | ---: | ---: | ---: |",
  ...attacks.map(
    (row) =>
      `| ${row.attack} | ${row.version} | ${row.outcome.replaceAll("|", "\\|")} | ${row.seconds.toFixed(1)} s | ` +
      `${row.cpuSeconds.toFixed(1)} s | +${(row.peakExtraRss / MiB).toFixed(0)} MiB |`,
  ),
  "",
  "Ten browsers ask and leave 1 s after the hub has their requests: hub connections still open 3 s later.",
  "",
  "| the hub | server | requests the hub received | connections open 3 s after |",
  "| --- | --- | ---: | ---: |",
  ...leaving.map((row) => `| ${row.hub} | ${row.version} | ${row.received} | ${row.openAfter} |`),
  "",
].join("\n");
writeFileSync(join(RESULTS, "hub-relay.md"), table);
console.log(table);
