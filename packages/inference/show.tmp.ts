import { readFileSync } from "node:fs";
import { snippets } from "@hubkit/inference";
const [id, provider, client, ...flags] = process.argv.slice(2);
const all = [
  ...JSON.parse(readFileSync("fixtures/models-public.json", "utf8")).models,
  ...JSON.parse(readFileSync("fixtures/hub/offline-demo-models.json", "utf8")).models,
];
const model = all.find(
  (m: { id: string }) => m.id === id && (m.inferenceProviderMapping?.[provider] || provider === "hf-inference"),
);
const mapping = model.inferenceProviderMapping?.[provider];
const token = flags.includes("key") ? "prov_key" : "hf_token";
const list = snippets.getInferenceSnippets(model, token, provider, mapping && { hfModelId: id, ...mapping }, {
  streaming: flags.includes("stream"),
  billTo: flags.includes("bill") ? "org" : undefined,
});
for (const s of list)
  if (!client || s.client === client) console.log(`===== ${s.language} ${s.client}\n${s.content}\n`);
