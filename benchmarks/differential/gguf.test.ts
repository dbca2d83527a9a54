/**
 * @hubkit/gguf against the installed @huggingface/gguf 0.4.6 (a dev dependency of benchmarks/): both read the same
 * files from a loopback server with Range support. On six architectures' headers written by @hubkit/gguf's writer
 * (test-support/gguf-architectures.ts), plus versions 1 and 2 and a big-endian file: the same metadata, typed
 * metadata, tensor infos, data offset and parameter count, and no more bytes fetched. The writers give the same bytes.
 */
import * as official from "@huggingface/gguf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildGgufHeader,
  gguf,
  GGUFValueType as V,
  serializeGgufHeader,
  serializeGgufMetadata,
  ggufTensorLayout,
} from "../../packages/gguf/src/index.js";
import type { GGUFTypedMetadata } from "../../packages/gguf/src/index.js";
import { GENERATED_ARCHITECTURES, writeGenerated } from "../../test-support/gguf-architectures.js";
import { startRangeServer, type RangeServer } from "../../test-support/gguf-range-server.js";

let server: RangeServer;
beforeAll(async () => {
  server = await startRangeServer();
});
afterAll(async () => {
  await server.close();
});

/** Reads `path` with both readers, each on a fresh byte count; returns both results and bytes. */
async function readBoth(path: string) {
  const params = { computeParametersCount: true, typedMetadata: true } as const;
  server.reset();
  let started = performance.now();
  const ours = await gguf(server.url(path), params);
  const oursMs = performance.now() - started;
  const oursBytes = server.bytesSent(path);
  const oursRequests = server.ranges(path).length;
  server.reset();
  started = performance.now();
  const theirs = await official.gguf(server.url(path), params);
  const theirsMs = performance.now() - started;
  return { ours, theirs, oursBytes, theirsBytes: server.bytesSent(path), oursRequests, oursMs, theirsMs };
}

// Whole vocabularies (up to 8 MB headers) compared value by value take seconds on a shared CI machine.
describe("gguf() against @huggingface/gguf 0.4.6", { timeout: 120_000 }, () => {
  const models = GENERATED_ARCHITECTURES.map((make) => make());
  it.each(models.map((model) => [model.architecture, model] as const))(
    "%s: same metadata, tensor infos and parameter count, no more bytes fetched",
    async (architecture, model) => {
      const { header, size } = writeGenerated(model);
      const path = `/${architecture}.gguf`;
      server.serve(path, { header, size });
      const { ours, theirs, oursBytes, theirsBytes, oursMs, theirsMs } = await readBoth(path);
      expect(ours.metadata).toEqual(theirs.metadata);
      expect(ours.typedMetadata).toEqual(theirs.typedMetadata);
      expect(ours.tensorInfos).toEqual(theirs.tensorInfos);
      // 0.4.6's overloads type this call without parameterCount, though it returns one.
      expect(ours.parameterCount).toBe(Reflect.get(theirs, "parameterCount"));
      expect(ours.tensorDataOffset).toBe(theirs.tensorDataOffset);
      expect(ours.tensorInfoByteRange).toEqual(theirs.tensorInfoByteRange);
      expect(ours.littleEndian).toBe(theirs.littleEndian);
      expect(ours.tensorInfos).toHaveLength(model.tensors.length);
      expect(oursBytes).toBeLessThanOrEqual(theirsBytes);
      console.log(
        `${architecture}: header ${header.length} B; fetched ${oursBytes} B (0.4.6: ${theirsBytes} B); ` +
          `${oursMs.toFixed(0)} ms (0.4.6: ${theirsMs.toFixed(0)} ms, one run, not a benchmark)`,
      );
    },
  );

  it.each([
    ["version 1", 1, true],
    ["version 2", 2, true],
    ["big-endian version 3", 3, false],
  ] as const)("%s: the same results", async (_name, version, littleEndian) => {
    const countType = version === 1 ? V.UINT32 : V.UINT64;
    const typedMetadata: GGUFTypedMetadata = {
      version: { value: version, type: V.UINT32 },
      tensor_count: { value: 0n, type: countType },
      kv_count: { value: 3n, type: countType },
      "general.architecture": { value: "llama", type: V.STRING },
      "llama.block_count": { value: 2, type: V.UINT32 },
      "x.values": { value: [1n, 2n], type: V.ARRAY, subType: V.INT64 },
    };
    const { tensorInfos, dataSize } = ggufTensorLayout([
      { name: "token_embd.weight", shape: [256, 100], dtype: 12 },
      { name: "output_norm.weight", shape: [256], dtype: 0 },
    ]);
    const header = serializeGgufHeader(typedMetadata, tensorInfos, { littleEndian });
    const path = `/v${version}-${littleEndian ? "le" : "be"}.gguf`;
    server.serve(path, { header, size: header.length + Number(dataSize) });
    const { ours, theirs } = await readBoth(path);
    expect(ours).toEqual(theirs);
  });
});

describe("the writers against @huggingface/gguf 0.4.6", () => {
  it("serializeGgufMetadata writes the same bytes for every architecture's metadata", () => {
    for (const make of GENERATED_ARCHITECTURES) {
      // Vocabularies cut to 2000 entries: 0.4.6's writer takes seconds on whole ones, and bytes are bytes.
      const typedMetadata: GGUFTypedMetadata = { ...make().typedMetadata };
      for (const [key, entry] of Object.entries(typedMetadata)) {
        if (Array.isArray(entry.value)) typedMetadata[key] = { ...entry, value: entry.value.slice(0, 2000) };
      }
      for (const options of [{}, { alignment: 64, littleEndian: false }]) {
        expect(
          Buffer.from(serializeGgufMetadata(typedMetadata, options)).equals(
            Buffer.from(official.serializeGgufMetadata(typedMetadata, options)),
          ),
        ).toBe(true);
      }
    }
  });

  it("buildGgufHeader builds the same header around a file's tensor infos", async () => {
    const model = GENERATED_ARCHITECTURES[5]!();
    const { header } = writeGenerated(model);
    const read = await gguf(new Blob([header]), { typedMetadata: true });
    const updated: GGUFTypedMetadata = { ...read.typedMetadata, "general.name": { value: "renamed", type: V.STRING } };
    const options = { littleEndian: true, tensorInfoByteRange: read.tensorInfoByteRange };
    const ours = await buildGgufHeader(new Blob([header]), updated, options);
    const theirs = await official.buildGgufHeader(new Blob([header]), updated, options);
    expect(Buffer.from(await ours.arrayBuffer()).equals(Buffer.from(await theirs.arrayBuffer()))).toBe(true);
  });
});
