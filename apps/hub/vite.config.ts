import react from "@vitejs/plugin-react";
import { defineConfig, defaultClientConditions, type Plugin } from "vite";
import { precompress } from "./scripts/precompress.js";

/**
 * The entry script blocks rendering (blocking="render"): it applies the stored colour theme before anything is
 * painted, and the page has nothing to show before it runs anyway. An inline script would break the CSP.
 */
function renderBlockingEntry(): Plugin {
  return {
    name: "hubkit-render-blocking-entry",
    transformIndexHtml: {
      order: "post",
      handler: (html) =>
        html.replace(/<script type="module"(?![^>]*blocking=)/, '<script type="module" blocking="render"'),
    },
  };
}

// The app builds from the packages' TypeScript sources (the @hubkit/source export condition), so a change in a
// package shows up without building it first.
export default defineConfig({
  plugins: [react(), renderBlockingEntry(), precompress()],
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
