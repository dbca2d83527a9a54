import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { modelUses } from "../server/model-uses.js";
import { TaskBadge } from "../src/components/TaskBadge.js";
import type { HubModel } from "../shared/hub-types.js";
import { ownEntry } from "../shared/lookup.js";
import { TaskPage } from "../src/pages/TaskPage.js";

const BUILT_IN_NAMES = ["constructor", "__proto__", "toString", "hasOwnProperty"];

describe("catalogue keys from addresses and model records", () => {
  it("ownEntry finds own keys only", () => {
    const table: Record<string, number> = { a: 1 };
    expect(ownEntry(table, "a")).toBe(1);
    expect(ownEntry(table, undefined)).toBeUndefined();
    for (const name of BUILT_IN_NAMES) expect(ownEntry(table, name), name).toBeUndefined();
  });

  it.each(BUILT_IN_NAMES)("/tasks/%s is an unknown task, not an Object built-in", (id) => {
    const markup = renderToStaticMarkup(<TaskPage params={{ id }} />);
    expect(markup).toContain("<h1>Unknown task</h1>");
  });

  it.each(BUILT_IN_NAMES)("a model tagged %s gets a plain badge and no library entry", (name) => {
    expect(renderToStaticMarkup(<TaskBadge tag={name} />)).toBe(
      `<span class="task-badge color-gray"><span class="task-dot" aria-hidden="true"></span>${name}</span>`,
    );
    const model = { id: "a/b", inference: "", tags: [], library_name: name } as unknown as HubModel;
    expect(modelUses(model, undefined).library).toBeUndefined();
  });
});
