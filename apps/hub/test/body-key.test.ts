import { describe, expect, it } from "vitest";
import { bodyKeyOf, bodyKindOf, formBodyKey, RequestBodyError } from "../server/replay/body-key.js";
import { binaryBodyKey } from "../server/replay/tape-key.js";
import { sampleFile } from "./recorded.js";

const encoder = new TextEncoder();

interface Part {
  name: string;
  value: string | Uint8Array;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body written out by hand, as a browser would send it, with the given boundary. */
function multipart(boundary: string, parts: Part[]): { bytes: Uint8Array<ArrayBuffer>; contentType: string } {
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? "" : `; filename="${part.filename}"`;
    const type = part.type === undefined ? "" : `\r\nContent-Type: ${part.type}`;
    chunks.push(
      encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`),
    );
    chunks.push(typeof part.value === "string" ? encoder.encode(part.value) : part.value);
    chunks.push(encoder.encode("\r\n"));
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return { bytes, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Long enough never to occur in a sample's bytes, as a browser's random boundary. */
const B = "----hubkit-test-boundary-7Yq2pX9fL3";
const flac = new Uint8Array(sampleFile("sample1.flac"));
const speechForm = (audio: Uint8Array = flac): Part[] => [
  { name: "file", value: audio, filename: "audio.flac", type: "audio/flac" },
  { name: "model", value: "openai/whisper-large-v3" },
  { name: "timestamp_granularities[]", value: "word" },
];

async function formKey(boundary: string, parts: Part[]) {
  const { bytes, contentType } = multipart(boundary, parts);
  return bodyKeyOf(bytes, "form", contentType);
}

describe("a multipart body's fingerprint", () => {
  it("is the same for the same parts under two different boundaries", async () => {
    const one = await formKey("----formdata-undici-012345678901", speechForm());
    const two = await formKey("----WebKitFormBoundaryq8QzT3pYkX2aLb9R", speechForm());
    expect(one).toEqual(two);
    expect(one).toMatchObject({ parts: 3, formSha256: expect.stringMatching(/^[0-9a-f]{64}$/) as string });
  });

  it("is the same as the one of the FormData the platform serializes (its own random boundary)", async () => {
    const form = new FormData();
    form.append("file", new Blob([flac], { type: "audio/flac" }), "audio.flac");
    form.append("model", "openai/whisper-large-v3");
    form.append("timestamp_granularities[]", "word");
    const sent = new Request("http://127.0.0.1/", { method: "POST", body: form });
    const contentType = sent.headers.get("content-type") ?? "";
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    const key = await bodyKeyOf(new Uint8Array(await sent.arrayBuffer()), "form", contentType);
    expect(key).toEqual(await formKey(B, speechForm()));
    expect(key).toEqual(await formBodyKey(form));
  });

  it("changes with one byte of a file part", async () => {
    const changed = new Uint8Array(flac);
    changed[1000] = (changed[1000] ?? 0) ^ 1;
    expect(await formKey(B, speechForm(changed))).not.toEqual(await formKey(B, speechForm()));
  });

  it("changes with a field's text, a field name, a file name, a content type or the order of the parts", async () => {
    const base = await formKey(B, speechForm());
    const [file, model, granularity] = speechForm();
    if (file === undefined || model === undefined || granularity === undefined) throw new Error("three parts");
    const variants: Part[][] = [
      [file, { ...model, value: "openai/whisper-large-v3-turbo" }, granularity],
      [{ ...file, name: "audio" }, model, granularity],
      [{ ...file, filename: "audio.wav" }, model, granularity],
      [{ ...file, type: "audio/x-flac" }, model, granularity],
      [model, file, granularity],
      [file, model],
    ];
    const keys = await Promise.all(variants.map((parts) => formKey(B, parts)));
    for (const key of keys) expect(key).not.toEqual(base);
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(variants.length);
  });

  it("is never the fingerprint of the same bytes sent raw", async () => {
    const { bytes, contentType } = multipart(B, speechForm());
    expect(await bodyKeyOf(bytes, "form", contentType)).not.toEqual(await bodyKeyOf(bytes, "binary", contentType));
  });

  it("refuses a form without a boundary, or whose parts do not parse, naming what is wrong", async () => {
    const { bytes } = multipart(B, speechForm());
    await expect(bodyKeyOf(bytes, "form", "multipart/form-data")).rejects.toThrow(
      new RequestBodyError(
        'A form body needs the Content-Type multipart/form-data with its boundary, not "multipart/form-data"',
      ),
    );
    await expect(
      bodyKeyOf(bytes, "form", "multipart/form-data; boundary=other-boundary-0123456789"),
    ).rejects.toBeInstanceOf(RequestBodyError);
    await expect(bodyKeyOf(encoder.encode("not a form"), "form", `multipart/form-data; boundary=${B}`)).rejects.toThrow(
      "The form body is not multipart/form-data with the boundary its Content-Type names",
    );
  });
});

describe("text and bytes", () => {
  it("keeps a text body's exact text, byte order mark included", async () => {
    expect(await bodyKeyOf(encoder.encode('{"inputs":"é"}'), "text", "application/json")).toBe('{"inputs":"é"}');
    expect(await bodyKeyOf(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]), "text", "text/plain")).toBe("\uFEFFa");
  });

  it("keys a 'text' body that is not UTF-8 on its bytes", async () => {
    const bytes = new Uint8Array([0x61, 0xff, 0x62]);
    expect(await bodyKeyOf(bytes, "text", "text/plain")).toEqual(binaryBodyKey(bytes));
  });
});

describe("bodyKindOf", () => {
  const kind = (headers: Record<string, string>) => bodyKindOf(new Headers(headers));

  it("takes the page's declaration first", () => {
    expect(kind({ "x-hubkit-body": "binary", "content-type": "application/json" })).toBe("binary");
    expect(kind({ "x-hubkit-body": "form" })).toBe("form");
    expect(kind({ "x-hubkit-body": "text", "content-type": "image/png" })).toBe("text");
  });

  it("goes by the Content-Type for direct callers", () => {
    expect(kind({})).toBe("text");
    expect(kind({ "content-type": "application/json" })).toBe("text");
    expect(kind({ "content-type": "text/plain;charset=UTF-8" })).toBe("text");
    expect(kind({ "content-type": "multipart/form-data; boundary=x" })).toBe("form");
    expect(kind({ "content-type": "image/png" })).toBe("binary");
    expect(kind({ "content-type": "audio/flac" })).toBe("binary");
    expect(kind({ "content-type": "application/octet-stream" })).toBe("binary");
  });

  it("refuses a declaration it does not know", () => {
    expect(() => kind({ "x-hubkit-body": "stream" })).toThrow(RequestBodyError);
  });
});
