/**
 * `npm run check:imports` (part of `npm run lint`): no import cycle in the packages and the hub app, and in
 * @hubkit/inference no import, value or type, that goes up a layer (docs/ARCHITECTURE.md, "Layers").
 * dependency-cruiser reads the TypeScript sources with the compiler (so `import type` counts), resolves the
 * `.js` suffixes to the `.ts` files and the workspace packages through their `@hubkit/source` condition.
 */
const INFERENCE = "^packages/inference/src/";

/** @hubkit/inference's layers, bottom first: a module may import its own layer and the ones below. */
const LAYERS = [
  { name: "utils and errors", paths: ["utils/", "errors\\.ts$", "config\\.ts$"] },
  { name: "spec", paths: ["spec/"] },
  { name: "lib", paths: ["lib/"] },
  { name: "provider-kit", paths: ["provider-kit/"] },
  { name: "providers", paths: ["providers/"] },
  { name: "registry", paths: ["registry/"] },
  { name: "tasks", paths: ["tasks/"] },
  {
    name: "snippets and entry points",
    paths: [
      "snippets/",
      "index\\.ts$",
      "core\\.ts$",
      "common\\.ts$",
      "types\\.ts$",
      "InferenceClient\\.ts$",
      "InferenceClientCore\\.ts$",
      "tasksWithAllProviders\\.ts$",
    ],
  },
];

const layerPath = (layer) => `${INFERENCE}(${layer.paths.join("|")})`;

const upwardRules = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `inference-layer-${layer.name.replace(/\W+/g, "-")}`,
  comment: `${layer.name} imports only its own layer and those below (not: ${LAYERS.slice(index + 1)
    .map((above) => above.name)
    .join(", ")})`,
  severity: "error",
  from: { path: layerPath(layer) },
  to: { path: LAYERS.slice(index + 1).map(layerPath) },
}));

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      comment: "A module must not reach itself through its imports (type imports included).",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "inference-layer-unknown",
      comment: "Every module of @hubkit/inference's src/ belongs to a layer (add a new folder to LAYERS).",
      severity: "error",
      from: { path: `${INFERENCE}.`, pathNot: LAYERS.map(layerPath) },
      to: {},
    },
    {
      name: "inference-layer-unknown-imported",
      comment: "A module of @hubkit/inference's src/ imports only modules that belong to a layer.",
      severity: "error",
      from: { path: INFERENCE },
      to: { path: `${INFERENCE}.`, pathNot: LAYERS.map(layerPath) },
    },
    ...upwardRules,
    {
      name: "gguf-no-node-builtins",
      comment: "@hubkit/gguf runs in browsers too: its src/ imports no Node built-in (node:fs and the like).",
      severity: "error",
      from: { path: "^packages/gguf/src/" },
      to: { dependencyTypes: ["core"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|node_modules)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      conditionNames: ["@hubkit/source", "import", "require", "default"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
