/**
 * What the router says each provider of a model supports (tool calling, structured output): its `GET /v1/models`
 * answer, read by the server in real mode (server/router-models.ts) and sent to the page for one model. The snippet
 * generator shows tools and a response schema only where the router says the provider supports them; where that is
 * not known (offline: no recorded /v1/models answer has a source), the page says so and shows no code.
 */
import type { snippets } from "@hubkit/inference";
import type { SnippetInput } from "./request-choice.js";

export type ProviderCapabilities = snippets.ProviderCapabilities;

/** The server's answer for one model. */
export type CapabilityAnswer =
  /** The router's answer: its providers of the model (none when the router does not list the model). */
  | { known: true; source: string; providers: Record<string, ProviderCapabilities> }
  /** Not known, and why, in words. */
  | { known: false; reason: string };

/** Provider names as the router writes them. */
const PROVIDER_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** Most providers one model lists (19 today). */
export const MAX_PROVIDERS_PER_MODEL = 64;
const FLAGS = ["supports_tools", "supports_structured_output"] as const;

export class CapabilityShapeError extends Error {
  constructor(where: string, problem: string) {
    super(`${where}: ${problem}`);
    this.name = "CapabilityShapeError";
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** One provider's flags; a flag the router leaves out stays unknown (the generator then shows nothing). */
export function readFlags(value: unknown, where: string): ProviderCapabilities {
  if (!isRecord(value)) throw new CapabilityShapeError(where, "expected an object");
  const flags: ProviderCapabilities = {};
  for (const flag of FLAGS) {
    const given = value[flag];
    if (given === undefined || given === null) continue;
    if (typeof given !== "boolean") throw new CapabilityShapeError(`${where}.${flag}`, "expected true or false");
    flags[flag] = given;
  }
  return flags;
}

export function checkProviderName(value: unknown, where: string): string {
  if (typeof value !== "string" || !PROVIDER_NAME.test(value)) {
    throw new CapabilityShapeError(where, "expected a provider name (lowercase letters, digits and -)");
  }
  return value;
}

/** The page's check of the server's answer (it arrives over the network like any other). */
export function asCapabilityAnswer(value: unknown): CapabilityAnswer {
  if (!isRecord(value)) throw new CapabilityShapeError("the answer", "expected an object");
  if (value.known === false) {
    if (typeof value.reason !== "string" || value.reason.length > 1000) {
      throw new CapabilityShapeError("reason", "expected a sentence");
    }
    return { known: false, reason: value.reason };
  }
  if (value.known !== true) throw new CapabilityShapeError("known", "expected true or false");
  if (typeof value.source !== "string" || value.source.length > 2000) {
    throw new CapabilityShapeError("source", "expected the address the router's answer came from");
  }
  if (!isRecord(value.providers)) throw new CapabilityShapeError("providers", "expected an object");
  const entries = Object.entries(value.providers);
  if (entries.length > MAX_PROVIDERS_PER_MODEL) {
    throw new CapabilityShapeError("providers", `more than ${MAX_PROVIDERS_PER_MODEL}`);
  }
  const providers: Record<string, ProviderCapabilities> = {};
  for (const [name, flags] of entries) {
    providers[checkProviderName(name, `providers key "${name.slice(0, 80)}"`)] = readFlags(flags, `providers.${name}`);
  }
  return { known: true, source: value.source, providers };
}

/**
 * The router's flags for the request's provider, or why its tools and response schema get no code: a `note` is not
 * a failure (the capability is not known, or the router does not say yes), so the page says it in plain words.
 * Loaded with the snippet generator (request-snippets.ts).
 */
export function featureCode(
  known: CapabilityAnswer | { error: string } | undefined,
  provider: string,
  input: SnippetInput,
): { flags: ProviderCapabilities } | { note: string } | { failure: string } {
  if (known === undefined) return { note: `Asking which tools and output formats ${provider} supports…` };
  if ("error" in known) return { failure: `What ${provider} supports could not be read: ${known.error}` };
  if (!known.known) return { note: known.reason };
  const flags = known.providers[provider] ?? {};
  const missing = [
    input.tools !== undefined && flags.supports_tools !== true && "tool calling",
    input.response_format !== undefined && flags.supports_structured_output !== true && "structured output",
  ].filter((name) => name !== false);
  if (missing.length === 0) return { flags };
  return {
    note:
      `The router's list of models (${known.source}) does not say that ${provider} supports ` +
      `${missing.join(" or ")} for this model, so there is no code for this request with ${provider}.`,
  };
}
