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
import { InferenceStreamError } from "../errors.js";
import type { RequestTimer } from "./timer.js";
import { isObject, type Schema } from "../utils/schema.js";

/** An event-stream body to read, and the timer of its request (the silence between chunks is bounded). */
export interface OpenedStream {
  body: ReadableStream<Uint8Array>;
  timer?: RequestTimer | undefined;
}

/** Sends the request and returns the event-stream body (undefined: no body, nothing to read). */
export type OpenEventStream = () => Promise<OpenedStream | undefined>;

export class EventStream<T> implements AsyncGenerator<T> {
  /** Values parsed from the last chunk; `index` is the next one to hand out. */
  private values: T[] = [];
  private index = 0;
  /** An error met after some values of the same chunk: thrown once those values are handed out. */
  private failure: { error: unknown } | undefined = undefined;
  private reader: ReadableStreamDefaultReader<Uint8Array> | undefined = undefined;
  private timer: RequestTimer | undefined = undefined;
  private readonly decoder = new Utf8ChunkDecoder();
  private readonly parser: SseParser;
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
    /** The shape of one event's value (checked on each: a few comparisons next to its JSON.parse). */
    private readonly event: Schema<T>,
    maxEventSize?: number,
  ) {
    this.parser = new SseParser(maxEventSize);
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
      const opened = await this.open();
      if (opened === undefined) {
        this.ended = true;
        return;
      }
      const reader = opened.body.getReader();
      this.reader = reader;
      const timer = opened.timer;
      if (timer !== undefined) {
        this.timer = timer;
        timer.streamStarted();
        // Once per stream rather than a guard per chunk: an abort (the caller's, or the timeout) cancels the
        // reader, which ends a pending read at once whatever fetch produced the body.
        timer.onStop(() => void reader.cancel().catch(() => undefined));
      }
    }
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await this.reader.read();
    } catch (cause) {
      if (this.signal?.aborted) throw abortReason(this.signal);
      if (this.timer?.reason !== undefined) throw this.timer.reason;
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw new InferenceStreamError(`The event stream was interrupted before it ended: ${reason}`, { cause });
    }
    const timer = this.timer;
    if (timer !== undefined) {
      const stopped = timer.reason;
      if (stopped !== undefined) throw stopped;
      timer.touch();
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
      // A last event cut off by the end of the stream (no closing blank line) is kept when it is whole
      // JSON (servers that omit the last blank line). One that stops in the middle of its JSON value was
      // torn: reported, not dropped in silence. Anything else (a whole value with stray characters after
      // it, as one recorded Cerebras stream ends) is dropped, as the counterpart drops it.
      if (event.incomplete && !isJson(data)) {
        if (isUnfinishedJson(data)) {
          this.failure = {
            error: new InferenceStreamError(`The event stream ended in the middle of an event: ${excerptOf(data)}`),
          };
        }
        break;
      }
      try {
        values.push(parseEventData(data, this.event));
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
    this.timer?.release();
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

/**
 * Whether `text` stops inside a JSON object, array or string: the start of a value whose end never came.
 * Scans once; stops at the end of the first complete object or array.
 */
export function isUnfinishedJson(text: string): boolean {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (escaped) escaped = false;
      else if (c === 92 /* \\ */) escaped = true;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) {
      inString = true;
    } else if (c === 123 /* { */ || c === 91 /* [ */) {
      depth++;
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      depth--;
      if (depth <= 0) return false;
    }
  }
  return inString || depth > 0;
}

function excerptOf(data: string): string {
  return data.length > 200 ? `${data.slice(0, 200)}...` : data;
}

function parseEventData<T>(data: string, event: Schema<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch (cause) {
    throw new InferenceStreamError(`An event of the stream is not JSON: ${excerptOf(data)}`, { cause });
  }
  if (isObject(value) && value.error) {
    const error = value.error;
    const message =
      typeof error === "string"
        ? error
        : isObject(error) && typeof error.message === "string"
          ? error.message
          : JSON.stringify(error);
    throw new InferenceStreamError(`Error forwarded from backend: ${message}`);
  }
  if (!event(value)) {
    throw new InferenceStreamError(`An event of the stream does not have the expected shape: ${excerptOf(data)}`);
  }
  return value;
}
