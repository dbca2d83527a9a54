import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { retiredProviderSince } from "@hubkit/inference";
import { RetiredProvidersNotice } from "../src/components/RetiredProvidersNotice.js";
import { withoutRetired } from "../shared/retired-providers.js";
import type { ProviderMapping } from "../shared/hub-types.js";
import { readFixtureJson } from "../../../test-support/fixtures.js";

const live = { status: "live" as const, providerId: "x", task: "conversational" };

describe("providers the router no longer serves, on the model page", () => {
  it("are left out of the mapping the page offers, with their retirement date", () => {
    const mapping: ProviderMapping = { nebius: live, groq: live, sambanova: live, "fal-ai": live };
    const { served, retired } = withoutRetired(mapping, retiredProviderSince);
    expect(Object.keys(served)).toEqual(["groq", "fal-ai"]);
    expect(retired).toEqual([
      { provider: "nebius", since: "2026-06-29" },
      { provider: "sambanova", since: "2026-06-29" },
    ]);
  });

  it("a record mapped only to them says so", () => {
    const html = renderToStaticMarkup(
      <RetiredProvidersNotice
        retired={[
          { provider: "black-forest-labs", since: "2026-06-29" },
          { provider: "nebius", since: "2026-06-29" },
        ]}
      />,
    );
    expect(html).toContain("No live inference provider");
    expect(html).toContain("<strong>black-forest-labs</strong> (retired from the router on <time");
    expect(html).toContain(" and <strong>nebius</strong>");
    expect(renderToStaticMarkup(<RetiredProvidersNotice retired={[]} />)).toBe("");
  });

  it("the offline catalogue's FLUX.1-dev demo record is such a record", () => {
    const { models } = readFixtureJson<{ models: Array<{ id: string; inferenceProviderMapping?: ProviderMapping }> }>(
      "hub/offline-demo-models.json",
    );
    const flux = models.find((m) => m.id === "black-forest-labs/FLUX.1-dev");
    const { served, retired } = withoutRetired(flux?.inferenceProviderMapping ?? {}, retiredProviderSince);
    expect(served).toEqual({});
    expect(retired.map((r) => r.provider)).toEqual(["black-forest-labs"]);
  });
});
