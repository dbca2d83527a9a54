import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HubApiError } from "../src/api.js";
import { CardSummaryNote } from "../src/components/CardSummaryNote.js";
import { FilesList, formatBytes } from "../src/components/FilesList.js";
import { ModelCard, ModelStats } from "../src/components/ModelCard.js";
import { ModelDetails } from "../src/components/ModelDetails.js";
import type { HubModel, TreeEntry } from "../shared/hub-types.js";

const HUB = "https://huggingface.co";
const SOURCE = { url: "https://huggingface.co/org/model/tree/abc", read: "2026-11-28" };
const model = (overrides: Partial<HubModel>): HubModel => ({ id: "org/model", inference: "", tags: [], ...overrides });

describe("stats", () => {
  it("show nothing for an absent count or date, in the list's card and the header", () => {
    const card = renderToStaticMarkup(
      <ModelCard model={{ _id: "x", id: "org/model", tags: [], private: false, pipeline_tag: "fill-mask" }} />,
    );
    expect(card).not.toMatch(/downloads|likes|Updated|>0</);
    expect(renderToStaticMarkup(<ModelStats model={{}} itemClass="stat" />)).toBe("");
  });

  it("show the hub's counts and date when it sends them (real mode)", () => {
    const html = renderToStaticMarkup(
      <ModelStats
        model={{ downloads: 5_843_112, likes: 0, lastModified: "2024-09-25T17:00:57.000Z" }}
        itemClass="stat"
      />,
    );
    expect(html).toContain("5.8M");
    expect(html).toContain(" likes");
    expect(html).toContain("Updated Sep 25, 2024");
  });
});

describe("model details", () => {
  it("say when a repository declares no license, with where that was read", () => {
    const html = renderToStaticMarkup(
      <ModelDetails
        model={model({ sampleFacts: { license: { ...SOURCE, declared: false } } })}
        frontMatter={undefined}
        hubUrl={HUB}
      />,
    );
    expect(html).toContain("No license declared by the repository");
    expect(html).toContain(`href="${SOURCE.url}"`);
    expect(html).toContain("read Nov 28, 2026");
  });

  it("link a base model outside the catalogue to the hub, as external, and one inside it to its page here", () => {
    const html = renderToStaticMarkup(
      <ModelDetails
        model={model({ tags: ["base_model:org/outside", "base_model:org/inside"], notInCatalogue: ["org/outside"] })}
        frontMatter={undefined}
        hubUrl={HUB}
      />,
    );
    expect(html).toContain(`href="${HUB}/org/outside"`);
    expect(html).toMatch(
      /org\/outside<span class="external-site"> on huggingface.co<\/span><span role="img" aria-label="external link"/,
    );
    expect(html).toContain('href="/org/inside"');
    // The real hub's records carry no notInCatalogue: every base model has a page there, relayed here.
    const real = renderToStaticMarkup(
      <ModelDetails model={model({ tags: ["base_model:org/outside"] })} frontMatter={undefined} hubUrl={HUB} />,
    );
    expect(real).toContain('href="/org/outside"');
  });

  it("link a license file on the hub and say gated in words", () => {
    const html = renderToStaticMarkup(
      <ModelDetails
        model={model({
          tags: ["license:other"],
          cardData: { license: "other", license_name: "some-nc-license", license_link: "LICENSE.md" },
          gated: "manual",
        })}
        frontMatter={undefined}
        hubUrl={HUB}
      />,
    );
    expect(html).toContain(`href="${HUB}/org/model/blob/main/LICENSE.md"`);
    expect(html).toContain("Non-commercial");
    expect(html).toContain("Its files open once you accept its conditions on");
  });
});

describe("files and versions", () => {
  const tree: TreeEntry[] = [
    { type: "directory", path: "vae", size: 0 },
    { type: "file", path: "README.md", size: 920 },
    { type: "file", path: "model.safetensors", sizeText: "1.45 GB" },
  ];

  it("show no section at all when the hub has no listing (404), rather than an error or an empty table", () => {
    const missing = { status: "error" as const, error: new HubApiError("Entry not found", 404) };
    expect(renderToStaticMarkup(<FilesList id="org/model" tree={missing} hubUrl={HUB} />)).toBe("");
    const broken = { status: "error" as const, error: new HubApiError("Bad gateway", 502) };
    expect(renderToStaticMarkup(<FilesList id="org/model" tree={broken} hubUrl={HUB} />)).toContain(
      "could not be loaded",
    );
  });

  it("show sizes as read, each row linked to where the file is on the hub at the revision read", () => {
    const html = renderToStaticMarkup(
      <FilesList
        id="org/model"
        tree={{ status: "done", value: tree }}
        hubUrl={HUB}
        source={{ ...SOURCE, revision: "9b14e04c44d29eea721dcaf618ccdefcb5e419c4" }}
      />,
    );
    expect(html).toContain(">1.45 GB<");
    expect(html).toContain(">920 Bytes<");
    expect(html).toContain(`href="${HUB}/org/model/blob/9b14e04c44d29eea721dcaf618ccdefcb5e419c4/README.md"`);
    expect(html).toContain(`href="${HUB}/org/model/tree/9b14e04c44d29eea721dcaf618ccdefcb5e419c4/vae"`);
    expect(html).toContain(
      `href="${HUB}/org/model/resolve/9b14e04c44d29eea721dcaf618ccdefcb5e419c4/README.md?download=true"`,
    );
    expect(html).toContain("at 9b14e04 (read Nov 28, 2026)");
    expect(html).not.toMatch(/href="\//);
  });

  it("write byte counts as the hub does: three digits, powers of 1000", () => {
    expect([formatBytes(920), formatBytes(1_519), formatBytes(491_400_032), formatBytes(23_782_506_688)]).toEqual([
      "920 Bytes",
      "1.52 kB",
      "491 MB",
      "23.8 GB",
    ]);
  });
});

describe("a card summary", () => {
  it("says it is not the model's card, where it was written from, and links the real card on the hub", () => {
    const html = renderToStaticMarkup(
      <CardSummaryNote
        summary={{
          id: "org/model",
          hubUrl: HUB,
          source: { url: "https://github.com/org/repo/blob/main/README.md", read: "2026-11-28" },
        }}
      />,
    );
    expect(html).toContain("A short summary written for this sample catalogue, not the model’s own card");
    expect(html).toContain('href="https://github.com/org/repo/blob/main/README.md"');
    expect(html).toContain("github.com/org/repo/blob/main/README.md");
    expect(html).toContain(`href="${HUB}/org/model"`);
    expect(html).toContain("The model’s card on huggingface.co");
  });
});
