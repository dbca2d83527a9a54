/**
 * Answers for the hub API calls the client makes (provider mapping, LoRA file tree, default models per
 * task), written as small fixtures because neither the tapes nor the tests may reach the real hub.
 */
import type { InferenceProviderMapping } from "../../src/index.js";

export interface HubFixtures {
  /** Model id -> its inferenceProviderMapping. A model missing here answers 404. */
  mappings?: Record<string, InferenceProviderMapping>;
  /** Model id -> its file listing (tree/main). */
  trees?: Record<string, Array<{ type: string; path: string }>>;
  /** /api/tasks answer. */
  tasks?: Record<string, { models: Array<{ id: string }> }>;
}

export interface HubCall {
  url: string;
  headers: Record<string, string>;
}

const HUB = "https://huggingface.co/api/";

/** The hub answer for `url`, or undefined when `url` is not a hub API call. */
export function hubResponse(url: string, fixtures: HubFixtures): Response | undefined {
  if (!url.startsWith(HUB)) return undefined;
  const path = url.slice(HUB.length);
  // Only the hub API the client reads; other paths under /api (the old inference proxy) are not hub calls.
  if (path !== "tasks" && !path.startsWith("models/")) return undefined;
  if (path === "tasks") {
    return fixtures.tasks ? Response.json(fixtures.tasks) : new Response("no tasks", { status: 500 });
  }
  const mappingMatch = /^models\/(.+)\?expand\[\]=inferenceProviderMapping$/.exec(path);
  if (mappingMatch) {
    const id = mappingMatch[1] as string;
    const mapping = fixtures.mappings?.[id];
    if (!mapping) return Response.json({ error: "Repository not found" }, { status: 404 });
    return Response.json({ _id: "x", id, inferenceProviderMapping: mapping });
  }
  const treeMatch = /^models\/(.+)\/tree\/main$/.exec(path);
  if (treeMatch) {
    const tree = fixtures.trees?.[treeMatch[1] as string];
    return tree ? Response.json(tree) : Response.json({ error: "Not found" }, { status: 404 });
  }
  return Response.json({ error: `unexpected hub call ${url}` }, { status: 400 });
}

export function headersOf(init: RequestInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(init?.headers).entries());
}
