/**
 * The tool calls of a chat answer, read from what a provider sent (hostile data: every field checked, every text
 * bounded): a whole message's `tool_calls`, or a stream's `tool_calls` deltas joined by their `index`, the first delta
 * of a call naming the function and later ones adding pieces of its arguments.
 */
import type { ToolCallShown } from "./types.js";

/** Most calls shown from one answer; the rest are left out. */
export const MAX_TOOL_CALLS = 32;
/** Longest function name shown. */
const MAX_NAME_CHARS = 200;
/** Longest arguments text kept per call. */
export const MAX_ARGUMENTS_CHARS = 16_384;

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : undefined;
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function bounded(value: string, limit: number): string {
  return value.length > limit ? value.slice(0, limit) : value;
}

/** The calls of a finished (non-streamed) answer message. */
export function toolCallsOf(message: unknown): ToolCallShown[] {
  const calls = record(message)?.tool_calls;
  if (!Array.isArray(calls)) return [];
  return calls.slice(0, MAX_TOOL_CALLS).flatMap((call: unknown) => {
    const fn = record(record(call)?.function);
    if (fn === undefined) return [];
    return [
      { name: bounded(text(fn.name), MAX_NAME_CHARS), arguments: bounded(text(fn.arguments), MAX_ARGUMENTS_CHARS) },
    ];
  });
}

/**
 * The calls so far after one stream chunk's deltas. A delta without an index continues the call at its position in
 * the list (some providers leave the index out when there is one call).
 */
export function addToolCallDeltas(calls: readonly ToolCallShown[], deltas: unknown): ToolCallShown[] {
  if (!Array.isArray(deltas)) return [...calls];
  const next = [...calls];
  deltas.forEach((delta: unknown, position) => {
    const fields = record(delta);
    if (fields === undefined) return;
    const index = typeof fields.index === "number" && Number.isInteger(fields.index) ? fields.index : position;
    if (index < 0 || index >= MAX_TOOL_CALLS) return;
    const fn = record(fields.function);
    // Calls arrive in order; a gap (index 3 before 2) is filled with unnamed calls so every index keeps its place.
    while (next.length <= index) next.push({ name: "", arguments: "" });
    const current = next[index]!;
    next[index] = {
      name: current.name === "" ? bounded(text(fn?.name), MAX_NAME_CHARS) : current.name,
      arguments: bounded(current.arguments + text(fn?.arguments), MAX_ARGUMENTS_CHARS),
    };
  });
  return next;
}
