/**
 * One timer for every request timer (lib/timer.ts): it fires at the earliest expiry among the requests in
 * flight, expires those that are due and sleeps until the next one. A setTimeout and clearTimeout per
 * request cost about 10 µs in Node 20, as much as the rest of the client's own work on a cached call;
 * here a request costs a Set insertion, and sequential requests with the same timeout never reschedule.
 * The timer is unref'd in Node: waiting for an expiry never keeps a process alive.
 */

export interface Watched {
  /** When it expires (Date.now() scale); Infinity for never. */
  expiresAt(): number;
  /** Called once its time has come; it may still find time left (activity) and ask to be watched again. */
  expire(now: number): void;
}

const watched = new Set<Watched>();
let handle: ReturnType<typeof setTimeout> | undefined;
let handleAt = Infinity;

/** The largest delay setTimeout takes (larger ones fire at once). */
const MAX_TIMER_MS = 2 ** 31 - 1;

export function watch(entry: Watched): void {
  watched.add(entry);
  schedule(entry.expiresAt());
}

export function unwatch(entry: Watched): void {
  watched.delete(entry);
}

function schedule(at: number): void {
  if (at >= handleAt) return;
  if (handle !== undefined) clearTimeout(handle);
  handleAt = at;
  const timer: unknown = (handle = setTimeout(tick, Math.max(0, Math.min(at - Date.now(), MAX_TIMER_MS))));
  if (typeof timer === "object" && timer !== null && "unref" in timer && typeof timer.unref === "function") {
    timer.unref();
  }
}

function tick(): void {
  handle = undefined;
  handleAt = Infinity;
  const now = Date.now();
  let next = Infinity;
  for (const entry of [...watched]) {
    const at = entry.expiresAt();
    if (at <= now) {
      watched.delete(entry);
      entry.expire(now);
    } else if (at < next) {
      next = at;
    }
  }
  if (next < Infinity) schedule(next);
}
