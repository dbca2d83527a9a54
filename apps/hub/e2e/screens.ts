import { join } from "node:path";
import { startHarness } from "./harness.js";

// Screenshots of the list, model (chat, GGUF, retired providers only, image-to-video, speech recognition, text-to-audio), playground, tasks and libraries pages in both themes at 1280 and 375 px, for review by eye:
// `tsx --conditions=@hubkit/source e2e/screens.ts [folder]` (after a build).
const out = process.argv[2] ?? join(import.meta.dirname, "artifacts", "screens");
const PAGES = [
  ["list", "/"],
  ["model-chat", "/meta-llama/Llama-3.1-8B-Instruct"],
  ["model-gguf", "/Qwen/Qwen2.5-0.5B-Instruct-GGUF"],
  ["model-retired", "/black-forest-labs/FLUX.1-dev"],
  ["model-image-to-video", "/Wan-AI/Wan2.1-I2V-14B-480P"],
  ["model-speech-recognition", "/openai/whisper-large-v3-turbo"],
  ["model-text-to-audio", "/facebook/musicgen-small"],
  ["playground", "/playground/chat-template"],
  ["tasks", "/tasks"],
  ["libraries", "/libraries"],
] as const;
const harness = await startHarness();
try {
  for (const colorScheme of ["light", "dark"] as const) {
    for (const width of [1280, 375]) {
      const context = await harness.newContext({ width, height: width === 375 ? 812 : 900, colorScheme });
      for (const [name, path] of PAGES) {
        const page = await context.newPage();
        await page.goto(path);
        await page.locator("main h1").first().waitFor({ timeout: 30_000 });
        await page.waitForLoadState("networkidle");
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(out, `${name}-${width}-${colorScheme}.png`), fullPage: width !== 375 });
        if (width === 375)
          await page.screenshot({ path: join(out, `${name}-${width}-${colorScheme}-full.png`), fullPage: true });
        await page.close();
      }
      await context.close();
    }
  }
} finally {
  await harness.close();
}
