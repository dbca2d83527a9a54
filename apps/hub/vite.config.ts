import react from "@vitejs/plugin-react";
import { defineConfig, defaultClientConditions } from "vite";
import { precompress } from "./scripts/precompress.js";

// The app builds from the packages' TypeScript sources (the @hubkit/source export condition), so a change in a
// package shows up without building it first.
export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { conditions: ["@hubkit/source", ...defaultClientConditions] },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Read by scripts/initial-js.ts to measure what a first visit to a page downloads.
    manifest: true,
    reportCompressedSize: true,
    chunkSizeWarningLimit: 400,
  },
  server: { port: 5174 },
});
