/**
 * Python, fal's own client (fal-ai only). It talks to fal with the FAL_KEY of the environment, so neither
 * the token nor the hub's bill-to header appear; the model is fal's own id.
 */
import type { SnippetContext } from "../context.js";
import { literal, pythonText } from "../literal.js";
import { sampleText } from "../sample.js";
import type { SnippetClient } from "./types.js";

function textToImage(ctx: SnippetContext): string {
  // A LoRA adapter is applied through the same `loras` list the client sends.
  const loras = ctx.request().body?.loras;
  const args = literal({ prompt: sampleText(ctx.sample), ...(loras !== undefined && { loras }) }, "python", {
    indent: "    ",
    baseIndent: "    ",
    trailingComma: "all",
  });
  return (
    "import fal_client\n\n" +
    `result = fal_client.subscribe(\n    ${pythonText(ctx.providerModelId)},\n    arguments=${args},\n)\nprint(result)`
  );
}

export const pythonFalClient: SnippetClient = {
  language: "python",
  client: "fal_client",
  rawHttp: false,
  providers: ["fal-ai"],
  printers: { textToImage },
};
