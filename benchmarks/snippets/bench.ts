/**
 * Inference snippet generation, @hubkit/inference against @huggingface/inference 3.8.1 (which renders
 * its templates at run time), on the sample catalogue (fixtures/models-public.json):
 *   (a) per model: every snippet (all languages and clients) for every provider in the model's mapping;
 *   (b) one pass over the whole catalogue: (a) for every model, plus hf-inference without a mapping for
 *       every model whose task it serves.
 * Writes results/snippets.md. Run after `npm run build`: `npm run bench:snippets -w benchmarks`.
 */

import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { snippets as peerSnippets } from "@huggingface/inference";
import { Bench } from "tinybench";
import { snippets as hubSnippets } from "../../packages/inference/dist/index.js";
import { readFixtureJson } from "../../test-support/fixtures.ts";

const HERE = dirname(fileURLToPath(import.meta.url));
const TIME_MS = Number(process.env.BENCH_TIME_MS ?? 1000);
/** What the hub front end passes: a placeholder hub token, so requests go through the router. */
const TOKEN = "hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx";

interface Model {
  id: string;
  pipeline_tag?: string;
  tags: string[];
  inference: string;
  inferenceProviderMapping?: Record<string, { providerId: string; task: string; status: string; adapter?: string }>;
}

interface Call {
  provider: string;
  mapping: Record<string, unknown> | undefined;
}

type Generate = (model: Model, call: Call) => { language: string; client: string; content: string }[];

const hubkit: Generate = (model, call) =>
  hubSnippets.getInferenceSnippets(model as never, TOKEN, call.provider as never, call.mapping as never);
const peer: Generate = (model, call) =>
  peerSnippets.getInferenceSnippets(model as never, TOKEN, call.provider as never, call.mapping as never);

const models = readFixtureJson<{ models: Model[] }>("models-public.json").models;

function mappedCalls(model: Model): Call[] {
  return Object.entries(model.inferenceProviderMapping ?? {}).map(([provider, entry]) => ({
    provider,
    mapping: { hfModelId: model.id, ...entry },
  }));
}

/** A call both generators answer with snippets (the peer logs an error for the others, which would skew it). */
function bothServe(model: Model, call: Call): boolean {
  const quiet = console.error;
  console.error = () => undefined;
  try {
    return hubkit(model, call).length > 0 && peer(model, call).length > 0;
  } finally {
    console.error = quiet;
  }
}

const perModel = models
  .map((model) => ({ model, calls: mappedCalls(model).filter((call) => bothServe(model, call)) }))
  .filter((entry) => entry.calls.length > 0);
const catalogue = models.map((model) => ({
  model,
  calls: [...mappedCalls(model), { provider: "hf-inference", mapping: undefined }].filter((call) =>
    bothServe(model, call),
  ),
}));

/** Snippets both generate for the same call (language + client) and how many are identical. */
function agreement(): { shared: number; identical: number } {
  let shared = 0;
  let identical = 0;
  for (const { model, calls } of catalogue) {
    for (const call of calls) {
      const ours = hubkit(model, call);
      for (const theirs of peer(model, call)) {
        const mine = ours.find((s) => s.language === theirs.language && s.client === theirs.client);
        if (mine === undefined) continue;
        shared++;
        if (mine.content === theirs.content) identical++;
      }
    }
  }
  return { shared, identical };
}

async function medians(tasks: { name: string; run: () => void }[]): Promise<Map<string, number>> {
  const bench = new Bench({ time: TIME_MS, warmup: true });
  for (const task of tasks) bench.add(task.name, task.run);
  await bench.run();
  return new Map(
    bench.tasks.map((t) => {
      const result = t.result as { latency?: { p50: number } };
      if (result.latency === undefined) throw new Error(`benchmark ${t.name} failed`);
      return [t.name, result.latency.p50];
    }),
  );
}

const micro = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
const ratio = (slow: number, fast: number) => `${(slow / fast).toFixed(1)}x`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main(): Promise<void> {
  const runAll = (generate: Generate, entries: typeof catalogue) => () => {
    for (const { model, calls } of entries) for (const call of calls) generate(model, call);
  };
  const tasks = perModel.flatMap(({ model, calls }) => [
    { name: `hubkit ${model.id}`, run: () => calls.forEach((call) => hubkit(model, call)) },
    { name: `peer ${model.id}`, run: () => calls.forEach((call) => peer(model, call)) },
  ]);
  tasks.push({ name: "hubkit catalogue", run: runAll(hubkit, catalogue) });
  tasks.push({ name: "peer catalogue", run: runAll(peer, catalogue) });
  const times = await medians(tasks);

  const rows = perModel.map(({ model, calls }) => {
    const ours = times.get(`hubkit ${model.id}`)!;
    const theirs = times.get(`peer ${model.id}`)!;
    const count = calls.reduce((n, call) => n + hubkit(model, call).length, 0);
    return { model, calls, ours, theirs, count };
  });
  const oursMedian = median(rows.map((r) => r.ours));
  const theirsMedian = median(rows.map((r) => r.theirs));
  const oursTotal = rows.reduce((sum, r) => sum + r.ours, 0);
  const theirsTotal = rows.reduce((sum, r) => sum + r.theirs, 0);
  const oursCatalogue = times.get("hubkit catalogue")!;
  const theirsCatalogue = times.get("peer catalogue")!;
  const catalogueCalls = catalogue.reduce((n, entry) => n + entry.calls.length, 0);
  const { shared, identical } = agreement();

  const lines = [
    "# Inference snippet benchmark",
    "",
    "Every snippet (all languages and clients) for the models of the sample catalogue",
    "(fixtures/models-public.json), @hubkit/inference (dist build) against @huggingface/inference 3.8.1.",
    `Token: a hub-token placeholder (router URLs), as the hub front end passes. Node ${process.version},`,
    `${TIME_MS} ms per task (tinybench, warm), median time per run.`,
    "",
    "## Summary",
    "",
    "| measure | @hubkit/inference | @huggingface/inference 3.8.1 | speed-up |",
    "| --- | --- | --- | --- |",
    `| median per model (${rows.length} models with a provider mapping, all their providers) | ${micro(oursMedian)} | ${micro(theirsMedian)} | ${ratio(theirsMedian, oursMedian)} |`,
    `| total over those models (sum of the medians) | ${micro(oursTotal)} | ${micro(theirsTotal)} | ${ratio(theirsTotal, oursTotal)} |`,
    `| whole catalogue in one pass (${catalogueCalls} model x provider calls, incl. hf-inference without mapping) | ${micro(oursCatalogue)} | ${micro(theirsCatalogue)} | ${ratio(theirsCatalogue, oursCatalogue)} |`,
    "",
    `Of the ${shared} snippets both generate for the same call, language and client in the catalogue pass, ${identical} are byte-identical;`,
    "the others differ on purpose (see packages/inference/README.md, Snippets: differences from 3.8.1).",
    "",
    "## Per model",
    "",
    "| model | providers | snippets | @hubkit/inference | @huggingface/inference | speed-up |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.model.id} | ${r.calls.map((c) => c.provider).join(", ")} | ${r.count} | ${micro(r.ours)} | ${micro(r.theirs)} | ${ratio(r.theirs, r.ours)} |`,
    ),
    "",
  ];
  const report = lines.join("\n");
  writeFileSync(join(HERE, "../results/snippets.md"), report);
  console.log(report);
}

await main();
