import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ["@hubkit/source"] },
  ssr: { resolve: { conditions: ["@hubkit/source"] } },
  test: {
    name: "hub",
    include: ["test/**/*.test.{ts,tsx}"],
  },
});
