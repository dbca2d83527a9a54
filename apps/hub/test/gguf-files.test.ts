import { gguf } from "@hubkit/gguf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readByteRange } from "../server/gguf/byte-range.js";
import { MAX_RANGE_SPAN } from "../server/gguf/served-files.js";
import { testGgufFiles } from "./fixtures/gguf-files.js";
import { testRecords } from "./fixtures/test-records.js";
import { listen, testApp, type Listening } from "./support.js";

const FILE = "/hubkit-demo/gguf-quantizations/resolve/main/model-q8_0.gguf";
const served = testGgufFiles().get("hubkit-demo/gguf-quantizations/model-q8_0.gguf");

describe("the offline hub's GGUF files, by range over loopback HTTP", () => {
  let server: Listening;
  beforeAll(async () => {
    server = await listen(testApp({ ...testRecords(), extraGgufFiles: testGgufFiles() }));
  });
  afterAll(() => server.close());
  const get = (path: string, range?: string) =>
    fetch(server.origin + path, range === undefined ? {} : { headers: { range } });

  it("is read by the package's reader exactly as a hub file: metadata, tensors, parameter count", async () => {
    const parsed = await gguf(server.origin + FILE, { computeParametersCount: true });
    expect(parsed.metadata["general.architecture"]).toBe("qwen2");
    expect(parsed.tensorInfos).toHaveLength(24 * 12 + 2);
    expect(parsed.parameterCount).toBe(494_032_768);
  });

  it("answers a range with 206, the asked bytes and the whole file's size", async () => {
    const response = await get(FILE, "bytes=0-3");
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes 0-3/${served?.size}`);
    expect(new TextDecoder().decode(await response.arrayBuffer())).toBe("GGUF");
  });

  it("answers a range reaching into the tensor data up to the header's end only", async () => {
    const length = served?.header.length ?? 0;
    const response = await get(FILE, "bytes=0-");
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes 0-${length - 1}/${served?.size}`);
    expect((await response.arrayBuffer()).byteLength).toBe(length);
  });

  it("refuses what it cannot answer, naming the file: no Range, several ranges, past the header, junk", async () => {
    const length = served?.header.length ?? 0;
    const cases: [string | undefined, number][] = [
      [undefined, 400],
      ["bytes=0-1,4-5", 400],
      ["bytes=5-1", 400],
      ["bytes=-", 400],
      ["items=0-1", 400],
      [`bytes=${"9".repeat(16)}-`, 400],
      ["bytes=" + "0-1,".repeat(20), 400],
      [`bytes=${length}-${length + 10}`, 416],
      ["bytes=-100", 416], // the last bytes are tensor data
      ["bytes=-0", 416],
    ];
    for (const [range, status] of cases) {
      const response = await get(FILE, range);
      expect({ range, status: response.status }).toEqual({ range, status });
      const body: unknown = await response.json();
      expect(JSON.stringify(body)).toContain("gguf");
      if (status === 416) expect(response.headers.get("content-range")).toBe(`bytes */${served?.size}`);
    }
  });

  it("serves no file it does not hold (404), and no path outside a repository's resolve/main", async () => {
    expect((await get("/hubkit-demo/gguf-quantizations/resolve/main/model-q2_k.gguf", "bytes=0-3")).status).toBe(404);
    expect((await get("/hubkit-demo/gguf-quantizations/resolve/main/..%2Fmodel-q8_0.gguf", "bytes=0-3")).status).toBe(
      404,
    );
  });
});

describe("readByteRange", () => {
  it("bounds every answer by the span cap", () => {
    expect(readByteRange("bytes=0-", 100 * MAX_RANGE_SPAN, 200 * MAX_RANGE_SPAN, MAX_RANGE_SPAN)).toEqual({
      kind: "partial",
      start: 0,
      end: MAX_RANGE_SPAN - 1,
    });
  });
  it("takes a suffix range within the held bytes", () => {
    expect(readByteRange("bytes=-10", 100, 100, 50)).toEqual({ kind: "partial", start: 90, end: 99 });
  });
});
