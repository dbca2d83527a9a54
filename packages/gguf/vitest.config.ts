import { defineProject } from "vitest/config";

export default defineProject({
  resolve: { conditions: ["@hubkit/source"] },
  ssr: { resolve: { conditions: ["@hubkit/source"] } },
  test: {
    name: "gguf",
    include: ["test/**/*.test.ts"],
    // A timeout here only catches a hang: the hostile-file tests start child processes, which take seconds when CI
    // shares its 2 cores; speed is measured in benchmarks/gguf, not here.
    testTimeout: 30_000,
  },
});
