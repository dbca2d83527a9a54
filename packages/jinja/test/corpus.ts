/** Loads the shared chat-template corpus (templates, public scenarios, jinja2's published outputs). */

import { readFileSync } from "node:fs";
import { readSharedJson, sharedDataPath } from "../../../test-support/shared-data.js";
import type { OracleResult } from "./oracle/oracle.js";

export interface CorpusEntry {
  file: string;
  model: string;
  source: string;
}

export interface PublicScenario {
  name: string;
  description: string;
  context: Record<string, unknown>;
}

export function corpusIndex(): CorpusEntry[] {
  return readSharedJson<CorpusEntry[]>("chat-templates/index.json");
}

export function corpusTemplate(file: string): string {
  return readFileSync(sharedDataPath(`chat-templates/${file}`), "utf8");
}

export function publicScenarios(): PublicScenario[] {
  return readSharedJson<{ scenarios: PublicScenario[] }>("chat-templates/scenarios.json").scenarios;
}

export function publicExpected(): Record<string, Record<string, OracleResult>> {
  return readSharedJson<{ results: Record<string, Record<string, OracleResult>> }>(
    "chat-templates/expected-public.json",
  ).results;
}
