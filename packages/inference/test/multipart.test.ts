/** provider-kit/multipart.ts: the FormData bodies of upload routes, read back by the platform's own parser. */
import { describe, expect, it } from "vitest";
import { formBody } from "../src/provider-kit/multipart.js";

async function parsed(form: FormData): Promise<FormData> {
  return new Response(form).formData();
}

describe("formBody", () => {
  it("the file under its field, named from its type; plain values as text; lists as name[]; objects as JSON", async () => {
    const make = formBody("file", (type) => (type === "audio/mpeg" ? "audio.mp3" : "audio.bin"));
    const form = await parsed(
      make(
        {
          model: "m",
          temperature: 0.5,
          stream: false,
          timestamp_granularities: ["word", "segment"],
          chunking: { size: 30 },
          language: undefined,
          prompt: null,
        },
        new Blob([new Uint8Array([1, 2, 3])], { type: "audio/mpeg" }),
      ),
    );
    const file = form.get("file");
    if (!(file instanceof File)) throw new Error("expected a file part");
    expect(file.name).toBe("audio.mp3");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(form.get("model")).toBe("m");
    expect(form.get("temperature")).toBe("0.5");
    expect(form.get("stream")).toBe("false");
    expect(form.getAll("timestamp_granularities[]")).toEqual(["word", "segment"]);
    expect(form.get("chunking")).toBe('{"size":30}');
    expect(form.has("language")).toBe(false);
    expect(form.has("prompt")).toBe(false);
  });

  it("a list holding objects goes as JSON, not as repeated fields", async () => {
    const form = await parsed(formBody("f", () => "x")({ items: [{ a: 1 }, "b"] }, new Blob([])));
    expect(form.get("items")).toBe('[{"a":1},"b"]');
    expect(form.has("items[]")).toBe(false);
  });
});
