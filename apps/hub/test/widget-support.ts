/** Model records as the page gets them from the local hub API, and the sample media as the page loads them. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { retiredProviderSince } from "@hubkit/inference";
import { completeModel } from "../shared/model-meta.js";
import type { HubModel, ProviderMapping } from "../shared/hub-types.js";
import { withoutRetired } from "../shared/retired-providers.js";
import { sampleContentType } from "../shared/sample-media.js";
import type { MediaInput } from "../shared/widget/types.js";
import { DATA_DIR, dataPath } from "../server/paths.js";
import { testApp } from "./support.js";

const app = testApp();

async function getJson<T>(path: string): Promise<T> {
  const response = await app.fetch(new Request(`http://hub.test${path}`));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** Every model id of the catalogue, as the list answers it. */
export async function catalogueIds(): Promise<string[]> {
  return (await getJson<Array<{ id: string }>>("/api/models?limit=1000")).map((row) => row.id);
}

/** A model page's record and the providers it offers (retired ones left out, as the page does). */
export async function pageRecord(id: string): Promise<{ model: HubModel; mapping: ProviderMapping }> {
  const model = completeModel(await getJson<HubModel>(`/api/models/${id}`));
  const body = await getJson<{ inferenceProviderMapping?: ProviderMapping }>(
    `/api/models/${id}?expand[]=inferenceProviderMapping`,
  );
  return { model, mapping: withoutRetired(body.inferenceProviderMapping ?? {}, retiredProviderSince).served };
}

/** A sample file's bytes with the type the page's server sends (what `fetch("/media/...")` gives the widget). */
export async function fixtureMedia(media: MediaInput): Promise<Blob> {
  const name = media.src.replace(/^\/media\//, "");
  const type = sampleContentType(name);
  if (type === undefined) throw new Error(`${media.src} is no sample file`);
  return new Blob([readFileSync(join(dataPath(DATA_DIR, "media"), name))], { type });
}
