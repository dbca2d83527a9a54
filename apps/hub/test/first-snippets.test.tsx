import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { FirstSnippets } from "../shared/request-snippets.js";
import { InferenceSnippets, servedFits } from "../src/components/InferenceSnippets.js";
import { asModelPageData, type ModelPageData } from "../shared/page-data.js";
import { createRequestChoice } from "../shared/request-choice.js";
import { firstWidgetRequest } from "../shared/widget/first-request.js";
import { testApp } from "./support.js";

const CHAT_ID = "meta-llama/Llama-3.1-8B-Instruct";
const IMAGE_ID = "google/vit-base-patch16-224";

async function pageData(id: string): Promise<ModelPageData> {
  const response = await testApp().request(`/_hubkit/page-data/${id}`);
  expect(response.status).toBe(200);
  const data = asModelPageData(await response.json());
  if (data === undefined) throw new Error(`/_hubkit/page-data/${id} is not page data`);
  return data;
}

function served(data: ModelPageData): FirstSnippets {
  if (data.inference === undefined) throw new Error(`${data.id}: no first snippets in the page data`);
  return data.inference;
}

describe("the first 'Inference Providers' snippets, made on the server", () => {
  it.each([CHAT_ID, IMAGE_ID])(
    "%s: come in the page data for the page's first choice and the widget's first input",
    async (id) => {
      const data = await pageData(id);
      const first = served(data);
      const choice = createRequestChoice(data.model, data.mapping).get();
      expect(first.provider).toBe(choice.provider);
      expect(first.streaming).toBe(choice.streaming);
      // The request the widget starts with, as the page makes it (JSON drops only what JSON cannot carry).
      const widgetFirst = firstWidgetRequest(data.model, Object.keys(data.mapping), choice.streaming);
      expect(widgetFirst.status).toBe("ready");
      expect(JSON.stringify(first.request)).toBe(JSON.stringify(widgetFirst));
      if (!("snippets" in first.built)) throw new Error(`${id}: ${JSON.stringify(first.built)}`);
      expect(new Set(first.built.snippets.map((snippet) => snippet.language))).toEqual(new Set(["python", "js", "sh"]));
      expect(servedFits(first, { ...choice, request: widgetFirst }, "")).toBe(true);
    },
  );

  it("the chat's code sends the widget's first message", async () => {
    const first = served(await pageData(CHAT_ID));
    if (first.request.status !== "ready" || !("snippets" in first.built)) throw new Error("no ready request");
    const message = first.request.input.messages?.[0];
    expect(typeof message?.content).toBe("string");
    const python = first.built.snippets.find((snippet) => snippet.language === "python");
    expect(python?.content).toContain(String(message?.content));
  });

  it("are shown as they come: no generator to wait for on the first render", async () => {
    const data = await pageData(IMAGE_ID);
    const first = served(data);
    if (!("snippets" in first.built)) throw new Error(JSON.stringify(first.built));
    const choice = createRequestChoice(data.model, data.mapping);
    const markup = renderToStaticMarkup(
      <InferenceSnippets model={data.model} mapping={data.mapping} choice={choice} served={first} />,
    );
    expect(markup).not.toContain("Loading snippets");
    expect(markup).toContain("<pre");
    expect(markup).toContain("InferenceClient");
    // Without them the page waits for the generator.
    const without = renderToStaticMarkup(
      <InferenceSnippets model={data.model} mapping={data.mapping} choice={choice} />,
    );
    expect(without).toContain("Loading snippets");
  });

  it("stop fitting when the request changes: provider, streaming, bill-to or the widget's input", async () => {
    const data = await pageData(CHAT_ID);
    const first = served(data);
    const state = { ...createRequestChoice(data.model, data.mapping).get(), request: first.request };
    expect(servedFits(first, state, "")).toBe(true);
    expect(servedFits(first, { ...state, request: { status: "waiting" } }, "")).toBe(true);
    const other = Object.keys(data.mapping).find((provider) => provider !== first.provider);
    expect(other).toBeDefined();
    expect(servedFits(first, { ...state, provider: other ?? "" }, "")).toBe(false);
    expect(servedFits(first, { ...state, streaming: !state.streaming }, "")).toBe(false);
    expect(servedFits(first, state, "my-org")).toBe(false);
    const edited = {
      status: "ready" as const,
      input: { messages: [{ role: "user", content: "Hi" }] },
      label: "your input",
      notInCode: [],
    };
    expect(servedFits(first, { ...state, request: edited }, "")).toBe(false);
    // Another provider's code is the generator's: the page shows it loading rather than the server's.
    const choice = createRequestChoice(data.model, data.mapping);
    choice.setProvider(other ?? "");
    const markup = renderToStaticMarkup(
      <InferenceSnippets model={data.model} mapping={data.mapping} choice={choice} served={first} />,
    );
    expect(markup).toContain("Loading snippets");
  });

  it("are absent where no provider serves the model, and refused when they are not an object", async () => {
    const data = await pageData("black-forest-labs/FLUX.1-dev");
    expect(data.inference === undefined).toBe(Object.keys(data.mapping).length === 0);
    expect(asModelPageData({ ...data, inference: "code" })).toBeUndefined();
  });
});
