/** gguf() and ggufAllShards() over HTTP, against a loopback server with Range support. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startRangeServer, type RangeServer } from "../../../test-support/gguf-range-server.js";
import { gguf, ggufAllShards, GGUFFetchError, GGUFFormatError, GGUFValueType as V } from "../src/index.js";
import { smallFile } from "./build.js";

let server: RangeServer;
beforeAll(async () => {
  server = await startRangeServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

const CHUNK = 2_000_000;

/** A file whose header takes about `megabytes` MB (a vocabulary of 16-byte tokens) and 1 GB of (unsent) data. */
function bigHeaderFile(megabytes: number) {
  const tokens = Array.from(
    { length: Math.round((megabytes * 1e6) / 24) },
    (_, i) => `token-${String(i).padStart(9, "0")}`,
  );
  const { header, dataSize } = smallFile({
    pairs: { "tokenizer.ggml.tokens": { value: tokens, type: V.ARRAY, subType: V.STRING } },
  });
  return { header, size: header.length + Number(dataSize) + 1e9, tokens };
}

describe("gguf() over HTTP", () => {
  it("reads a header in the first 2 MB with one range request", async () => {
    const { header, file } = smallFile();
    server.serve("/a.gguf", { header, size: file.length });
    const result = await gguf(server.url("/a.gguf"), { computeParametersCount: true });
    expect(result.metadata["general.name"]).toBe("tiny");
    expect(server.ranges("/a.gguf")).toEqual(["bytes=0-1999999"]);
    expect(server.bytesSent("/a.gguf")).toBe(file.length);
  });

  it("grows its range requests a chunk at a time, only as far as the header goes", async () => {
    const { header, size, tokens } = bigHeaderFile(5);
    server.serve("/big.gguf", { header, size });
    const result = await gguf(server.url("/big.gguf"), { computeParametersCount: true });
    expect(result.metadata["tokenizer.ggml.tokens"]).toEqual(tokens);
    const chunks = Math.ceil(header.length / CHUNK);
    expect(server.bytesSent("/big.gguf")).toBe(chunks * CHUNK);
    expect(server.ranges("/big.gguf")[0]).toBe("bytes=0-1999999");
    expect(server.ranges("/big.gguf").length).toBeLessThanOrEqual(chunks);
  });

  it("sends additionalFetchHeaders and uses the fetch it is given", async () => {
    const { header, file } = smallFile();
    server.serve("/auth.gguf", { header, size: file.length });
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      calls++;
      return fetch(input, init);
    };
    await gguf(server.url("/auth.gguf"), { fetch: counting, additionalFetchHeaders: { Authorization: "Bearer hf_x" } });
    expect(calls).toBe(1);
    expect(server.requests[0]?.headers.authorization).toBe("Bearer hf_x");
  });

  it("reads from a server that ignores Range, and stops reading its body when the header is done", async () => {
    const { header } = smallFile();
    server.serve("/norange.gguf", { header, size: 4e9, ignoreRange: true });
    const result = await gguf(server.url("/norange.gguf"));
    expect(result.tensorInfos).toHaveLength(4);
    // The body is cancelled after the first chunk; what the socket had buffered by then is all that was sent.
    expect(server.bytesSent("/norange.gguf")).toBeLessThan(64e6);
  });

  it("counts parameters only when the server says how big the file is", async () => {
    const { header, file } = smallFile();
    server.serve("/nototal.gguf", { header, size: file.length, hideTotal: true });
    await expect(gguf(server.url("/nototal.gguf"))).resolves.toBeDefined();
    const error = await gguf(server.url("/nototal.gguf"), { computeParametersCount: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GGUFFormatError);
    expect(error).toMatchObject({ field: "file size", reason: "file-size-unknown" });
  });

  it("refuses a file whose tensors claim more data than the server's file holds", async () => {
    const { header } = smallFile();
    server.serve("/short.gguf", { header, size: header.length + 100 });
    await expect(gguf(server.url("/short.gguf"), { computeParametersCount: true })).rejects.toMatchObject({
      reason: "tensor-beyond-file",
    });
  });

  it("reports an HTTP failure with its status and without the URL's query", async () => {
    server.serve("/gated.gguf", { header: new Uint8Array(), size: 0, status: 401 });
    const error = await gguf(`${server.url("/gated.gguf")}?token=secret`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GGUFFetchError);
    expect(error).toMatchObject({ status: 401 });
    expect(String(error)).not.toContain("secret");
  });

  it("refuses what is neither an http(s) URL nor a Blob, pointing to fs.openAsBlob", async () => {
    await expect(gguf("/home/me/model.gguf")).rejects.toThrow(/openAsBlob/);
    await expect(gguf("file:///home/me/model.gguf")).rejects.toThrow(/not an http\(s\) URL/);
  });

  it("refuses a truncated file served over HTTP", async () => {
    const { header } = smallFile();
    server.serve("/cut.gguf", { header: header.subarray(0, 100), size: 100 });
    await expect(gguf(server.url("/cut.gguf"))).rejects.toBeInstanceOf(GGUFFormatError);
  });
});

describe("ggufAllShards()", () => {
  it("reads every shard named by any one of them and adds their parameters", async () => {
    const { header, file } = smallFile();
    for (const shard of [1, 2, 3])
      server.serve(`/m/model-Q4_K_M-0000${shard}-of-00003.gguf`, { header, size: file.length });
    const result = await ggufAllShards(server.url("/m/model-Q4_K_M-00002-of-00003.gguf"));
    const single = await gguf(new Blob([file]), { computeParametersCount: true });
    expect(result.urls).toEqual([1, 2, 3].map((shard) => server.url(`/m/model-Q4_K_M-0000${shard}-of-00003.gguf`)));
    expect(result.shards).toHaveLength(3);
    expect(result.parameterCount).toBe(3 * single.parameterCount);
  });

  it("reads an unsplit file as one shard", async () => {
    const { header, file } = smallFile();
    server.serve("/one.gguf", { header, size: file.length });
    const result = await ggufAllShards(server.url("/one.gguf"));
    expect(result.urls).toEqual([server.url("/one.gguf")]);
    expect(result.shards[0]).not.toHaveProperty("parameterCount");
  });
});
