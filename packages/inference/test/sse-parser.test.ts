/**
 * The server-sent events parser on its own: the format's rules, and property tests showing that how a
 * stream is cut into chunks never changes what comes out.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SseParser, type ServerSentEvent } from "../src/utils/sse.js";

function parse(chunks: string[]): ServerSentEvent[] {
  const parser = new SseParser();
  const out: ServerSentEvent[] = [];
  for (const chunk of chunks) parser.push(chunk, out);
  parser.end(out);
  return out;
}

const datas = (events: ServerSentEvent[]) => events.map((e) => e.data);

describe("SseParser: the event-stream format", () => {
  const cases: Array<[string, string, string[]]> = [
    ["one event", "data: hello\n\n", ["hello"]],
    ["two events", "data: a\n\ndata: b\n\n", ["a", "b"]],
    ["multi-line data joined with LF", "data: line 1\ndata: line 2\ndata:\n\n", ["line 1\nline 2\n"]],
    ["no space after the colon", "data:tight\n\n", ["tight"]],
    ["only the first space is removed", "data:  two spaces\n\n", [" two spaces"]],
    ["comments are ignored", ": keep-alive\n\n: another\ndata: x\n\n", ["x"]],
    ["CRLF line endings", "data: a\r\ndata: b\r\n\r\ndata: c\r\n\r\n", ["a\nb", "c"]],
    ["CR line endings", "data: a\rdata: b\r\rdata: c\r\r", ["a\nb", "c"]],
    ["mixed line endings", "data: a\r\n\ndata: b\r\rdata: c\n\r\n", ["a", "b", "c"]],
    ["a field without colon is a field with an empty value", "data\n\n", [""]],
    ["unknown fields are ignored", "foo: bar\ndata: x\nbaz\n\n", ["x"]],
    ["blank lines without data dispatch nothing", "\n\n\nevent: ping\n\n", []],
    ["colons inside the value are kept", 'data: {"a":"b:c"}\n\n', ['{"a":"b:c"}']],
    ["the last event without its blank line is delivered marked incomplete", "data: a\n\ndata: b", ["a", "b"]],
    ["a leading empty line", "\ndata: a\n\n", ["a"]],
  ];
  it.each(cases)("%s", (_name, text, expected) => {
    expect(datas(parse([text]))).toEqual(expected);
  });

  it("reads event, id and retry", () => {
    const [event] = parse(["event: update\nid: 42\nretry: 3000\ndata: x\n\n"]);
    expect(event).toEqual({ data: "x", event: "update", id: "42", retry: 3000 });
  });

  it("ignores a non-numeric retry and an id containing NUL", () => {
    const [event] = parse(["retry: soon\nid: a\0b\ndata: x\n\n"]);
    expect(event).toEqual({ data: "x" });
  });

  it("marks only the unterminated last event as incomplete", () => {
    const events = parse(["data: a\n\ndata: b\n"]);
    expect(events).toEqual([{ data: "a" }, { data: "b", incomplete: true }]);
  });

  it("a CRLF split between two chunks is one line break", () => {
    expect(datas(parse(["data: a\r", "\ndata: b\r", "\n\r", "\n"]))).toEqual(["a\nb"]);
  });

  it("an empty chunk between the CR and the LF of a CRLF changes nothing", () => {
    expect(datas(parse(["data: a\r", "", "\ndata: b\r\n\r\n"]))).toEqual(["a\nb"]);
  });

  it("the last id carries over to the one-line events that follow", () => {
    expect(parse(["id: 7\ndata: a\n\ndata: b\n\nid\ndata: c\n\n"])).toEqual([
      { data: "a", id: "7" },
      { data: "b", id: "7" },
      { data: "c", id: "" },
    ]);
  });

  it("one-line events next to every other form, in one chunk", () => {
    const text = [
      "data: 1\n\n",
      ": comment\ndata: 2\n\n",
      "data: 3\n\n",
      "event: e\ndata: 4\n\n",
      "data: 5\ndata: 5b\n\n",
      "data: 6\n\n",
      "data: 7\r\n\r\n",
      "data: 8\n\n",
    ].join("");
    expect(parse([text])).toEqual([
      { data: "1" },
      { data: "2" },
      { data: "3" },
      { data: "4", event: "e" },
      { data: "5\n5b" },
      { data: "6" },
      { data: "7" },
      { data: "8" },
    ]);
  });
});

/** Serializes events with the given line ending, comments between some of them. */
function serialize(events: Array<{ lines: string[]; comment: boolean }>, eol: string): string {
  return events
    .map(({ lines, comment }) => (comment ? `: ping${eol}` : "") + lines.map((l) => `data: ${l}${eol}`).join("") + eol)
    .join("");
}

/** Cuts `text` at the given relative positions. */
function cut(text: string, cuts: number[]): string[] {
  const points = [...new Set(cuts.map((c) => Math.floor(c * text.length)))].sort((a, b) => a - b);
  const chunks: string[] = [];
  let last = 0;
  for (const point of points) {
    chunks.push(text.slice(last, point));
    last = point;
  }
  chunks.push(text.slice(last));
  return chunks;
}

describe("SseParser: chunking never changes the result", () => {
  const line = fc.string({ unit: "grapheme", maxLength: 20 }).filter((s) => !/[\r\n]/.test(s));
  const event = fc.record({ lines: fc.array(line, { minLength: 1, maxLength: 4 }), comment: fc.boolean() });
  const eol = fc.constantFrom("\n", "\r\n", "\r");

  it("any events, any line ending, any cut points", () => {
    fc.assert(
      fc.property(
        fc.array(event, { maxLength: 8 }),
        eol,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 12 }),
        (events, ending, cuts) => {
          const text = serialize(events, ending);
          const expected = events.map((e) => e.lines.join("\n"));
          expect(datas(parse(cut(text, cuts)))).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("events with ids, names and comments, mixed line endings, any cut points", () => {
    const field = fc.string({ unit: "grapheme-ascii", maxLength: 6 }).filter((v) => !/[\r\n\0]/.test(v));
    const full = fc.record({
      lines: fc.array(line, { minLength: 1, maxLength: 3 }),
      comment: fc.boolean(),
      id: fc.option(field, { nil: undefined }),
      name: fc.option(field, { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(full, eol), { maxLength: 8 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 12 }),
        (events, cuts) => {
          let text = "";
          let lastId: string | undefined;
          const expected: ServerSentEvent[] = [];
          for (const [{ lines, comment, id, name }, ending] of events) {
            if (comment) text += `: ping${ending}`;
            if (id !== undefined) text += `id: ${id}${ending}`;
            if (name !== undefined) text += `event: ${name}${ending}`;
            text += lines.map((l) => `data: ${l}${ending}`).join("") + ending;
            if (id !== undefined) lastId = id;
            const event: ServerSentEvent = { data: lines.join("\n") };
            if (name !== undefined) event.event = name;
            if (lastId !== undefined) event.id = lastId;
            expected.push(event);
          }
          expect(parse(cut(text, cuts))).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("cut at every single position, one character per chunk", () => {
    const text = serialize(
      [
        { lines: ['{"a":1}'], comment: true },
        { lines: ["x", "", "y"], comment: false },
        { lines: ["éè 🙂 end"], comment: false },
      ],
      "\r\n",
    );
    const expected = ['{"a":1}', "x\n\ny", "éè 🙂 end"];
    for (let i = 0; i <= text.length; i++) {
      expect(datas(parse([text.slice(0, i), text.slice(i)])), `cut at ${i}`).toEqual(expected);
    }
    expect(datas(parse([...text]))).toEqual(expected);
  });
});
