/**
 * The async iterator every streaming call returns: the JSON value of each server-sent event of a
 * text/event-stream body, until `[DONE]` or the end of the body.
 *
 * Written by hand rather than as an async generator because of the cost per event: a generator takes
 * several promise turns for every value it yields, and a stream carries thousands of events. Here a
 * network chunk is read, decoded and parsed at once, and `next()` serves the values of that chunk from
 * a buffer with one already-settled promise each. The observable behaviour is an async generator's:
 * calls are answered in order even when not awaited, `return()` (a `break` out of `for await`) and
 * `throw()` cancel the body, an error ends the iteration, and nothing runs before the first call.
 */
import { abortReason } from "../utils/delay.js";
import { SseParser, type ServerSentEvent } from "../utils/sse.js";
import { Utf8ChunkDecoder } from "../utils/utf8.js";
import { InferenceStreamError } from "./errors.js";

/** Sends the request and returns the event-stream body (undefined: no body, nothing to read). */
export type OpenEventStream = () => Promise<ReadableStream<Uint8Array> | undefined>;

export class EventStream<T> implements AsyncGenerator<T> {
  /** Values parsed from the last chunk; `index` is the next one to hand out. */
  private values: T[] = [];
  private index = 0;
  /** An error met after some values of the same chunk: thrown once those values are handed out. */
  private failure: { error: unknown } | undefined = undefined;
  private reader: ReadableStreamDefaultReader<Uint8Array> | undefined = undefined;
  private readonly decoder = new Utf8ChunkDecoder();
  private readonly parser = new SseParser();
  private readonly events: ServerSentEvent[] = [];
  /** Nothing more will be read: `[DONE]` arrived or the body ended. */
  private ended = false;
  /** The iteration is over: ended and drained, failed, returned or thrown into. */
  private closed = false;
  /** Calls queued or running; the last one, which the next call waits for. */
  private busy = 0;
  private last: Promise<unknown> | undefined = undefined;

  constructor(
    private readonly open: OpenEventStream,
    private readonly signal: AbortSignal | undefined,
  ) {
    // `await using` support where the runtime defines the symbol, as native async generators have it.
    const asyncDispose = (Symbol as { asyncDispose?: symbol }).asyncDispose;
    if (asyncDispose !== undefined) {
      Object.defineProperty(this, asyncDispose, { value: () => this.return(undefined).then(() => undefined) });
    }
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  next(): Promise<IteratorResult<T>> {
    // The common case: values of the current chunk are waiting and no other call is in flight.
    if (this.busy === 0 && this.index < this.values.length) {
      return Promise.resolve({ value: this.values[this.index++] as T, done: false });
    }
    return this.inTurn(() => this.advance());
  }

  /** Ends the iteration (a `break` out of `for await`): a body not read to its end is cancelled. */
  return(value?: unknown): Promise<IteratorResult<T>> {
    return this.inTurn(async () => {
      await this.close();
      return { value: await value, done: true };
    });
  }

  /** Ends the iteration like return(), then rejects with `error`. */
  throw(error?: unknown): Promise<IteratorResult<T>> {
    return this.inTurn(async () => {
      await this.close();
      throw error;
    });
  }

  /** Runs `step` after every call made before it, as an async generator queues its calls. */
  private inTurn<R>(step: () => Promise<R>): Promise<R> {
    const run = () =>
      step().finally(() => {
        this.busy--;
      });
    const result = this.busy === 0 || this.last === undefined ? run() : this.last.then(run, run);
    this.busy++;
    this.last = result;
    return result;
  }

  private async advance(): Promise<IteratorResult<T>> {
    if (this.index < this.values.length) return { value: this.values[this.index++] as T, done: false };
    if (this.closed) return { value: undefined, done: true };
    try {
      while (true) {
        if (this.failure !== undefined) throw this.failure.error;
        if (this.ended) {
          await this.close();
          return { value: undefined, done: true };
        }
        await this.readChunk();
        if (this.index < this.values.length) return { value: this.values[this.index++] as T, done: false };
      }
    } catch (error) {
      await this.close();
      throw error;
    }
  }

  /** Reads, decodes and parses one chunk of the body (opening it first) into `values`. */
  private async readChunk(): Promise<void> {
    if (this.reader === undefined) {
      const body = await this.open();
      if (body === undefined) {
        this.ended = true;
        return;
      }
      this.reader = body.getReader();
    }
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await this.reader.read();
    } catch (cause) {
      if (this.signal?.aborted) throw abortReason(this.signal);
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw new InferenceStreamError(`The event stream was interrupted before it ended: ${reason}`, { cause });
    }
    const events = this.events;
    events.length = 0;
    if (chunk.done) {
      this.parser.push(this.decoder.end(), events);
      this.parser.end(events);
      this.ended = true;
    } else {
      this.parser.push(this.decoder.decode(chunk.value), events);
    }
    this.values = this.parseValues(events);
    this.index = 0;
  }

  private parseValues(events: ServerSentEvent[]): T[] {
    const values: T[] = [];
    for (let i = 0; i < events.length; i++) {
      const event = events[i] as ServerSentEvent;
      const data = event.data;
      if (data === "[DONE]") {
        this.ended = true;
        break;
      }
      if (data === "") continue;
      // A last event cut off by the end of the stream is kept only when it is whole JSON, as the
      // event-stream standard (and the counterpart) would drop it.
      if (event.incomplete && !isJson(data)) continue;
      try {
        values.push(parseEventData<T>(data));
      } catch (error) {
        this.failure = { error };
        break;
      }
    }
    return values;
  }

  /** Ends the iteration and lets the body go: released when read to its end, cancelled otherwise. */
  private async close(): Promise<void> {
    this.closed = true;
    this.values = [];
    this.index = 0;
    this.failure = undefined;
    const reader = this.reader;
    if (reader === undefined) return;
    this.reader = undefined;
    if (this.ended) reader.releaseLock();
    else await reader.cancel().catch(() => undefined);
  }
}

function isJson(data: string): boolean {
  try {
    JSON.parse(data);
    return true;
  } catch {
    return false;
  }
}

function parseEventData<T>(data: string): T {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch (cause) {
    const excerpt = data.length > 200 ? `${data.slice(0, 200)}...` : data;
    throw new InferenceStreamError(`An event of the stream is not JSON: ${excerpt}`, { cause });
  }
  if (typeof value === "object" && value !== null && "error" in value && (value as { error: unknown }).error) {
    const error = (value as { error: unknown }).error;
    const message =
      typeof error === "string"
        ? error
        : typeof error === "object" && error !== null && typeof (error as { message?: unknown }).message === "string"
          ? (error as { message: string }).message
          : JSON.stringify(error);
    throw new InferenceStreamError(`Error forwarded from backend: ${message}`);
  }
  return value as T;
}
