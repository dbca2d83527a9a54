import { defineProject } from "vitest/config";

// The tests that compare Hubkit with an installed counterpart: they live here because only this workspace installs
// the peers (benchmarks/package.json). The packages' own tests read what the peers answered from fixtures/.
export default defineProject({
  resolve: { conditions: ["@hubkit/source"] },
  ssr: { resolve: { conditions: ["@hubkit/source"] } },
  test: {
    name: "differential",
    include: ["differential/**/*.test.ts"],
    // A timeout here only catches a hang: property checks take seconds when CI shares its 2 cores.
    testTimeout: 30_000,
  },
});
