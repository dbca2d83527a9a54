import { InferenceClient, type InferenceProvider } from "@hubkit/inference";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReplayFetch } from "../src/lib/replay-fetch.js";
import { TOKEN_PLACEHOLDER } from "../shared/request-snippets.js";
import { widgetExamples } from "../shared/widget/defaults.js";
import { withRecordings } from "../shared/widget/recorded.js";
import { TASK_WIDGETS, widgetKeyOf } from "../shared/widget/task-table.js";
import { listen, testApp } from "./support.js";
import { catalogueIds, fixtureMedia, pageRecord } from "./widget-support.js";

/**
 * Every example the widgets offer as recorded, run as the widget runs it (its task's call through the real client and
 * the page's replaying fetch) against the real local server: each one is answered from a recording. A claim of
 * "recorded" the recordings do not back fails here.
 */
describe("the recorded examples replay", () => {
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    server = await listen(testApp());
  });
  afterAll(() => server.close());

  it("every one, on every catalogue page that offers one", async () => {
    const client = new InferenceClient(TOKEN_PLACEHOLDER, {
      fetch: createReplayFetch(fetch, { origin: server.origin }),
    });
    const replayed: string[] = [];
    const failed: string[] = [];
    for (const id of await catalogueIds()) {
      const { model, mapping } = await pageRecord(id);
      const key = widgetKeyOf(model.pipeline_tag, model.tags);
      const spec = key === undefined ? undefined : TASK_WIDGETS[key];
      if (spec === undefined) continue;
      const examples = withRecordings(model, spec, widgetExamples(model, key!, spec), Object.keys(mapping));
      for (const example of examples) {
        if (example.recorded === undefined) continue;
        try {
          await spec.run(
            {
              client,
              model: model.id,
              provider: example.recorded.provider as InferenceProvider,
              streaming: example.recorded.streaming,
              signal: AbortSignal.timeout(20_000),
              onUpdate: () => undefined,
              loadMedia: fixtureMedia,
            },
            example.input,
          );
          replayed.push(`${id} (${example.title})`);
        } catch (error) {
          failed.push(
            `${id} (${example.title}): ${error instanceof Error ? error.message.slice(0, 160) : String(error)}`,
          );
        }
      }
    }
    expect(failed).toEqual([]);
    expect(replayed.length).toBeGreaterThanOrEqual(28);
  }, 120_000);
});
