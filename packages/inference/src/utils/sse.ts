/**
 * Server-sent events parser (the text/event-stream format of the HTML standard), fed with decoded text
 * chunks of any size. Lines end in LF, CR or CRLF, even when a CRLF is split across two chunks; `data`
 * lines of one event are joined with "\n"; comment lines (":...") and unknown fields are ignored.
 *
 * It scans with indexOf on whole chunks instead of looking at every byte, and the framing nearly every
 * server uses (`data: {...}` and a blank line) takes a shorter path that finds each event with one
 * indexOf; anything else (comments, other fields, multi-line data, CR line ends) goes line by line.
 *
 * One event is bounded (`maxEventSize`, in characters of decoded text): a server that sends an endless line
 * or endless data lines gets an InferenceStreamError instead of growing the client's memory without end.
 */
import { InferenceStreamError } from "../errors.js";

/** Default largest event, in characters: far above any chat chunk or token event, far below memory trouble. */
export const DEFAULT_MAX_EVENT_SIZE = 16 * 1024 * 1024;
export interface ServerSentEvent {
  /** The event's data lines joined with "\n". */
  data: string;
  /** The `event:` field, when present. */
  event?: string;
  /** The `id:` field, when present. */
  id?: string;
  /** The `retry:` field, when it is a valid integer. */
  retry?: number;
  /** The stream ended before this event's closing blank line (see SseParser.end). */
  incomplete?: true;
}

const LF = 10;
const COLON = 58;
const SPACE = 32;

export class SseParser {
  /** Text after the last complete line of the previous chunk. */
  private pending = "";
  /** The previous chunk ended with CR: a LF starting the next chunk belongs to that line break. */
  private skipLeadingLf = false;
  private data: string | undefined = undefined;
  private event: string | undefined = undefined;
  private id: string | undefined = undefined;
  private retry: number | undefined = undefined;

  constructor(private readonly maxEventSize: number = DEFAULT_MAX_EVENT_SIZE) {}

  private tooLarge(): never {
    throw new InferenceStreamError(
      `An event of the stream is larger than ${this.maxEventSize} characters (the maxEventSize option); reading stopped.`,
    );
  }

  /** Parses one chunk of text and appends the events it completes to `out`. */
  push(chunk: string, out: ServerSentEvent[]): void {
    if (chunk === "") return;
    let start = 0;
    if (this.skipLeadingLf) {
      this.skipLeadingLf = false;
      if (chunk.charCodeAt(0) === LF) start = 1;
    }
    if (this.pending !== "") {
      // Finish the line cut by the previous chunk on its own small string: `pending + chunk` would copy
      // the whole chunk, every chunk.
      const lf = chunk.indexOf("\n", start);
      const cr = chunk.indexOf("\r", start);
      const lineBreak = lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
      if (lineBreak === -1) {
        this.pending += start === 0 ? chunk : chunk.slice(start);
        if (this.pending.length > this.maxEventSize) this.tooLarge();
        return;
      }
      const head = this.pending + chunk.slice(start, lineBreak + 1);
      this.pending = "";
      this.scan(head, 0, out);
      start = lineBreak + 1;
      // The head ended in CR: a LF right after it in the chunk belongs to the same line break.
      if (this.skipLeadingLf && start < chunk.length) {
        this.skipLeadingLf = false;
        if (chunk.charCodeAt(start) === LF) start++;
      }
    }
    this.scan(chunk, start, out);
  }

  /** Reads the lines of `text` from `start`; an unfinished last line is kept in `pending`. */
  private scan(text: string, start: number, out: ServerSentEvent[]): void {
    // Most streams never use CR: look for it once and skip the second search when there is none.
    let nextCr = text.indexOf("\r", start);
    const fastLimit = nextCr === -1 ? text.length : nextCr;
    if (this.atEventStart()) start = this.simpleEvents(text, start, fastLimit, out);
    let nextLf = text.indexOf("\n", start);
    while (true) {
      if (nextCr !== -1 && nextCr < start) nextCr = text.indexOf("\r", start);
      if (nextLf !== -1 && nextLf < start) nextLf = text.indexOf("\n", start);
      let end: number;
      let next: number;
      if (nextCr === -1 || (nextLf !== -1 && nextLf < nextCr)) {
        if (nextLf === -1) break;
        end = nextLf;
        next = nextLf + 1;
      } else {
        end = nextCr;
        if (nextCr + 1 === text.length) {
          // A CR at the very end: the LF of a CRLF may arrive with the next chunk.
          this.skipLeadingLf = true;
          next = nextCr + 1;
        } else {
          next = text.charCodeAt(nextCr + 1) === LF ? nextCr + 2 : nextCr + 1;
        }
      }
      const blank = start === end;
      this.line(text, start, end, out);
      start = next;
      // A blank line ends an event (or nothing): what follows may take the fast path again.
      if (blank) start = this.simpleEvents(text, start, fastLimit, out);
    }
    if (start < text.length) {
      if (text.length - start > this.maxEventSize) this.tooLarge();
      this.pending = start === 0 ? text : text.slice(start);
    }
  }

  /**
   * The fast path for the framing nearly every server uses, one `data:` line and a blank line
   * (`data: {...}\n\n`), before `limit` (the first CR): one indexOf per event, no line-by-line state.
   * Returns where it stopped: the start of anything else (another field, a comment, multi-line data, an
   * event cut by the end of the chunk), which the line parser then reads.
   */
  private simpleEvents(text: string, start: number, limit: number, out: ServerSentEvent[]): number {
    while (text.charCodeAt(start) === 100 /* d */ && text.startsWith("data:", start)) {
      const lf = text.indexOf("\n", start + 5);
      if (lf === -1 || lf + 1 >= limit || text.charCodeAt(lf + 1) !== LF) break;
      const valueStart = text.charCodeAt(start + 5) === SPACE ? start + 6 : start + 5;
      if (lf - valueStart > this.maxEventSize) this.tooLarge();
      const data = text.slice(valueStart, lf);
      out.push(this.id === undefined ? { data } : { data, id: this.id });
      start = lf + 2;
    }
    return start;
  }

  /** No field of an event has been read yet: the next line starts a new event. */
  private atEventStart(): boolean {
    return this.data === undefined && this.event === undefined && this.retry === undefined;
  }

  /**
   * Call when the stream is over. The standard drops an event whose closing blank line never came; it
   * is delivered here marked `incomplete`, so the caller can keep it when it is whole (servers that
   * omit the last blank line) and drop it when it is a torn fragment.
   */
  end(out: ServerSentEvent[]): void {
    if (this.pending !== "") {
      const rest = this.pending;
      this.pending = "";
      this.line(rest, 0, rest.length, out);
    }
    const before = out.length;
    this.dispatch(out);
    if (out.length > before) (out[before] as ServerSentEvent).incomplete = true;
  }

  private line(text: string, start: number, end: number, out: ServerSentEvent[]): void {
    if (start === end) {
      this.dispatch(out);
      return;
    }
    const first = text.charCodeAt(start);
    if (first === COLON) return; // comment
    // Fast path for the field almost every line carries.
    if (
      first === 100 /* d */ &&
      end - start >= 5 &&
      text.charCodeAt(start + 4) === COLON &&
      text.startsWith("data", start)
    ) {
      const valueStart = text.charCodeAt(start + 5) === SPACE ? start + 6 : start + 5;
      const value = text.slice(valueStart, end);
      this.appendData(value);
      return;
    }
    const colon = text.indexOf(":", start);
    let field: string;
    let value: string;
    if (colon === -1 || colon >= end) {
      field = text.slice(start, end);
      value = "";
    } else {
      field = text.slice(start, colon);
      const valueStart = text.charCodeAt(colon + 1) === SPACE ? colon + 2 : colon + 1;
      value = text.slice(valueStart, end);
    }
    switch (field) {
      case "data":
        this.appendData(value);
        break;
      case "event":
        this.event = value;
        break;
      case "id":
        if (!value.includes("\0")) this.id = value;
        break;
      case "retry":
        if (/^\d+$/.test(value)) this.retry = Number(value);
        break;
      default:
      // Unknown fields are ignored, as the format requires.
    }
  }

  private appendData(value: string): void {
    const size = this.data === undefined ? value.length : this.data.length + 1 + value.length;
    if (size > this.maxEventSize) this.tooLarge();
    this.data = this.data === undefined ? value : this.data + "\n" + value;
  }

  private dispatch(out: ServerSentEvent[]): void {
    if (this.data !== undefined) {
      const event: ServerSentEvent = { data: this.data };
      if (this.event !== undefined) event.event = this.event;
      if (this.id !== undefined) event.id = this.id;
      if (this.retry !== undefined) event.retry = this.retry;
      out.push(event);
    }
    this.data = undefined;
    this.event = undefined;
    this.retry = undefined;
    // The last event id persists across events, as in the standard.
  }
}
