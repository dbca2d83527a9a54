import { describe, expect, it } from "vitest";
import { HF_HUB_INFERENCE_PROXY_TEMPLATE, openAIbaseUrl, type SnippetInferenceProvider } from "../src/index.js";

describe("router base URLs for OpenAI-compatible clients", () => {
  it("the template names the router and a provider placeholder", () => {
    expect(HF_HUB_INFERENCE_PROXY_TEMPLATE).toBe("https://router.huggingface.co/{{PROVIDER}}");
  });

  it.each<[SnippetInferenceProvider, string]>([
    ["hf-inference", "https://router.huggingface.co/hf-inference/v1"],
    ["together", "https://router.huggingface.co/together"],
    ["fal-ai", "https://router.huggingface.co/fal-ai"],
    ["nebius", "https://router.huggingface.co/nebius"],
  ])("%s -> %s", (provider, url) => {
    expect(openAIbaseUrl(provider)).toBe(url);
  });

  it("a provider name with `$` patterns is inserted as written (no replacement-pattern expansion)", () => {
    expect(openAIbaseUrl("a$&b")).toBe("https://router.huggingface.co/a$&b");
  });
});
