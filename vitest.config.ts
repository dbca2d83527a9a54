import { defineConfig } from "vitest/config";

// One run, one summary: every workspace with tests is a vitest project.
export default defineConfig({
  test: {
    projects: ["packages/*/vitest.config.ts", "apps/*/vitest.config.ts", "benchmarks/vitest.config.ts"],
  },
});
