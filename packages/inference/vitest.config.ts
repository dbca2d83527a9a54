import { defineProject } from "vitest/config";

export default defineProject({
  resolve: { conditions: ["@hubkit/source"] },
  ssr: { resolve: { conditions: ["@hubkit/source"] } },
  test: {
    name: "inference",
    include: ["test/**/*.test.ts"],
    // A timeout here only catches a hang: tests that run interpreters or property checks take seconds when CI
    // shares its 2 cores, and speed is measured in benchmarks/, not here.
    testTimeout: 30_000,
  },
});
