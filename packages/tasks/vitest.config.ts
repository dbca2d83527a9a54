import { defineProject } from "vitest/config";

export default defineProject({
  resolve: { conditions: ["@hubkit/source"] },
  ssr: { resolve: { conditions: ["@hubkit/source"] } },
  test: {
    name: "tasks",
    include: ["test/**/*.test.ts"],
  },
});
