import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { completeModel } from "../shared/model-meta.js";
import { InferenceSnippets } from "../src/components/InferenceSnippets.js";
import { modelUses } from "../server/model-uses.js";
import { LibrarySnippets } from "../src/components/LibrarySnippets.js";
import type { HubModel } from "../shared/hub-types.js";
import { createRequestChoice } from "../shared/request-choice.js";

describe("a model record missing fields", () => {
  const bare = completeModel({ id: "org/bare", pipeline_tag: "text-generation" } as unknown as HubModel);

  it("gets empty tags, no counts or date it lacked (never a zero for unknown), and keeps what it has", () => {
    expect(bare).toEqual({ id: "org/bare", pipeline_tag: "text-generation", tags: [] });
    const full = { id: "a/b", inference: "", tags: ["x"], downloads: 3, likes: 2, lastModified: "2025-01-01" };
    expect(completeModel(full)).toEqual(full);
  });

  it("still renders the model page's sections", () => {
    const mapping = { together: { status: "live" as const, providerId: "x", task: "conversational" } };
    const choice = createRequestChoice(bare, mapping);
    expect(renderToStaticMarkup(<InferenceSnippets model={bare} mapping={mapping} choice={choice} />)).toContain(
      "Inference Providers",
    );
    expect(
      renderToStaticMarkup(<LibrarySnippets model={bare} library={modelUses(bare, undefined).library} />),
    ).toContain("names no library");
  });
});
