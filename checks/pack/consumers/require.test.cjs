// Jest in its CommonJS mode (no transform, Jest's own module registry and resolver): every entry point must load
// with `require` and work. probe.cjs is the same script the plain Node runs use.
"use strict";
const probe = require("./probe.cjs");

const SPECIFIERS = ["@hubkit/jinja", "@hubkit/tasks", "@hubkit/inference", "@hubkit/inference/core", "@hubkit/gguf"];

test("every entry point resolves to the CommonJS build", () => {
  const providers = require("@hubkit/inference").INFERENCE_PROVIDERS;
  expect(providers.length).toBeGreaterThan(0);
  for (const specifier of [...SPECIFIERS, ...providers.map((name) => `@hubkit/inference/providers/${name}`)]) {
    expect(require.resolve(specifier)).toMatch(/\/node_modules\/@hubkit\/[a-z]+\/dist\/commonjs\//);
  }
});

test("the packages work when required", async () => {
  const report = await probe(async (specifier) => require(specifier));
  // The orchestrator compares this report with the ES module run's.
  report.resolved = Object.fromEntries(
    Object.keys(report.entries).map((specifier) => [specifier, require.resolve(specifier)]),
  );
  if (process.env.HUBKIT_PROBE_OUT)
    require("node:fs").writeFileSync(process.env.HUBKIT_PROBE_OUT, JSON.stringify(report));
  expect(report.jinja.rendered).toBe("<|user|>\nHi!\n<|assistant|>\n");
  expect(report.jinja.syntaxError.isTemplateSyntaxError).toBe(true);
  expect(report.tasks.quant).toBe("Q4_K_M");
  expect(report.inference.streamed).toBe(report.inference.completion);
  expect(report.inference.unregistered.isInputError).toBe(true);
  expect(report.gguf.parameterCount).toBe(4160);
  expect(report.gguf.refused.isFormatError).toBe(true);
  // 19 providers of the router today and 4 retired ones, kept for callers with their own keys.
  expect(Object.keys(report.inference.providerModules)).toHaveLength(23);
});
