/**
 * How answers become results where a task has several answer shapes or output types: text-to-image per
 * provider with outputType "blob" and "url", audio and image files, translation lists.
 */
import { beforeEach, describe, expect, it } from "vitest";
import * as hf from "../src/index.js";
import { clearInferenceProviderMappingCache } from "../src/lib/getInferenceProviderMapping.js";
import { hubResponse, type HubFixtures } from "./support/hubFixtures.js";

const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
const PNG_BASE64 = "iVBORw0KGgo=";

/** A fetch answering the hub from fixtures, `https://files.example/*` with PNG bytes, the rest with `answer`. */
function fetchWith(provider: string, task: string, answer: () => Response): typeof fetch {
  const hub: HubFixtures = {
    mappings: {
      "org/model": { [provider]: { providerId: "prov/model", task, status: "live" } },
    } as HubFixtures["mappings"],
  };
  return async (input) => {
    const url = String(input);
    const fromHub = hubResponse(url, hub);
    if (fromHub) return fromHub;
    if (url.startsWith("https://files.example/"))
      return new Response(PNG, { headers: { "Content-Type": "image/png" } });
    if (url.startsWith("https://gone.example/")) return new Response("not found", { status: 404 });
    return answer();
  };
}

async function bytes(blob: Blob): Promise<number[]> {
  return [...new Uint8Array(await blob.arrayBuffer())];
}

beforeEach(() => clearInferenceProviderMappingCache());

describe("textToImage output types", () => {
  const cases: Array<
    [hf.InferenceProvider, () => Response, "blob-from-base64" | "blob-download" | "blob-as-is", string]
  > = [
    [
      "hf-inference",
      () => new Response(PNG, { headers: { "Content-Type": "image/png" } }),
      "blob-as-is",
      `data:image/jpeg;base64,${PNG_BASE64}`,
    ],
    [
      "hf-inference",
      () => Response.json({ data: [{ b64_json: PNG_BASE64 }] }),
      "blob-from-base64",
      `data:image/jpeg;base64,${PNG_BASE64}`,
    ],
    [
      "hf-inference",
      () => Response.json({ output: ["https://files.example/a.png"] }),
      "blob-download",
      "https://files.example/a.png",
    ],
    [
      "hyperbolic",
      () => Response.json({ images: [{ image: PNG_BASE64 }] }),
      "blob-from-base64",
      `data:image/jpeg;base64,${PNG_BASE64}`,
    ],
    [
      "nebius",
      () => Response.json({ data: [{ b64_json: PNG_BASE64 }] }),
      "blob-from-base64",
      `data:image/jpeg;base64,${PNG_BASE64}`,
    ],
    [
      "together",
      () => Response.json({ data: [{ b64_json: PNG_BASE64 }] }),
      "blob-from-base64",
      `data:image/jpeg;base64,${PNG_BASE64}`,
    ],
    [
      "fal-ai",
      () => Response.json({ images: [{ url: "https://files.example/b.png" }] }),
      "blob-download",
      "https://files.example/b.png",
    ],
    [
      "replicate",
      () => Response.json({ output: ["https://files.example/c.png"] }),
      "blob-download",
      "https://files.example/c.png",
    ],
    [
      "replicate",
      () => Response.json({ output: "https://files.example/d.png" }),
      "blob-download",
      "https://files.example/d.png",
    ],
  ];

  it.each(cases)("%s", async (provider, answer, blobKind, url) => {
    const args = { provider, model: "org/model", accessToken: "key", inputs: "a cat" };
    const blob = await hf.textToImage(args, { fetch: fetchWith(provider, "text-to-image", answer) });
    expect(blob).toBeInstanceOf(Blob);
    expect(await bytes(blob)).toEqual([...PNG]);
    expect(blob.type).toBe(blobKind === "blob-from-base64" ? "image/jpeg" : "image/png");

    clearInferenceProviderMappingCache();
    const asUrl = await hf.textToImage(args, {
      fetch: fetchWith(provider, "text-to-image", answer),
      outputType: "url",
    });
    expect(asUrl).toBe(url);
  });

  it("an image answer of another shape: 'Expected a Blob '", async () => {
    await expect(
      hf.textToImage(
        { model: "org/model", inputs: "a cat" },
        { fetch: fetchWith("hf-inference", "text-to-image", () => Response.json({ url: 1 })) },
      ),
    ).rejects.toThrow("Invalid inference output: Expected a Blob . Use the 'request' method");
  });
});

describe("files and lists", () => {
  it("fal-ai text-to-speech downloads the audio; a broken download names the URL", async () => {
    const ok = await hf.textToSpeech(
      { provider: "fal-ai", model: "org/model", accessToken: "k", inputs: "la la" },
      {
        fetch: fetchWith("fal-ai", "text-to-speech", () =>
          Response.json({ audio: { url: "https://files.example/song.png" } }),
        ),
      },
    );
    expect(await bytes(ok)).toEqual([...PNG]);
    clearInferenceProviderMappingCache();
    await expect(
      hf.textToSpeech(
        { provider: "fal-ai", model: "org/model", accessToken: "k", inputs: "la la" },
        {
          fetch: fetchWith("fal-ai", "text-to-speech", () =>
            Response.json({ audio: { url: "https://gone.example/x.mp3" } }),
          ),
        },
      ),
    ).rejects.toThrow(
      /Error fetching or processing audio from Fal\.ai Text-to-Speech URL: https:\/\/gone\.example\/x\.mp3\./,
    );
  });

  it("translation: one input gives one object, a list gives a list", async () => {
    const one = await hf.translation(
      { model: "org/model", inputs: "hi" },
      { fetch: fetchWith("hf-inference", "translation", () => Response.json([{ translation_text: "salut" }])) },
    );
    expect(one).toEqual({ translation_text: "salut" });
    const many = await hf.translation(
      { model: "org/model", inputs: "hi" },
      {
        fetch: fetchWith("hf-inference", "translation", () =>
          Response.json([{ translation_text: "a" }, { translation_text: "b" }]),
        ),
      },
    );
    expect(many).toEqual([{ translation_text: "a" }, { translation_text: "b" }]);
  });

  it("hyperbolic and together text generation read the chat and completion answers", async () => {
    const hyperbolic = await hf.textGeneration(
      { provider: "hyperbolic", model: "org/model", accessToken: "k", inputs: "Paris is" },
      {
        fetch: fetchWith("hyperbolic", "text-generation", () =>
          Response.json({ model: "m", choices: [{ message: { content: " the capital" } }] }),
        ),
      },
    );
    expect(hyperbolic).toEqual({ generated_text: " the capital" });
    clearInferenceProviderMappingCache();
    const together = await hf.textGeneration(
      { provider: "together", model: "org/model", accessToken: "k", inputs: "Paris is" },
      {
        fetch: fetchWith("together", "text-generation", () =>
          Response.json({ model: "m", choices: [{ text: " a city" }] }),
        ),
      },
    );
    expect(together).toEqual({ generated_text: " a city" });
  });
});
