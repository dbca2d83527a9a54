/** Loads the chat-template corpus (fixtures/chat-templates: templates, public scenarios, jinja2's published outputs). */

import { readFileSync } from "node:fs";
import { readFixtureJson, fixturePath } from "../../../test-support/fixtures.js";
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
  return readFixtureJson<CorpusEntry[]>("chat-templates/index.json");
}

export function corpusTemplate(file: string): string {
  return readFileSync(fixturePath(`chat-templates/${file}`), "utf8");
}

export function publicScenarios(): PublicScenario[] {
  return readFixtureJson<{ scenarios: PublicScenario[] }>("chat-templates/scenarios.json").scenarios;
}

export function publicExpected(): Record<string, Record<string, OracleResult>> {
  return readFixtureJson<{ results: Record<string, Record<string, OracleResult>> }>(
    "chat-templates/expected-public.json",
  ).results;
}
