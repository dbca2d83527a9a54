import { DEFAULT_MEMORY_OPTIONS, SKUS, type HardwareSpec } from "@hubkit/tasks";

/**
 * The person's hardware for the GGUF fit: a device of the hub's tables (`SKUS`: kind, vendor, model) with one of its
 * memory sizes, or a memory amount typed in; and the context length. Kept in localStorage, checked when read back
 * (anything else there is ignored, not trusted).
 */
export interface HardwareChoice {
  /** `["GPU", "NVIDIA", "RTX 4090"]`, or undefined for a typed memory amount. */
  device: [kind: string, vendor: string, model: string] | undefined;
  memoryGb: number;
  contextLength: number;
}

export const STORAGE_KEY = "hubkit.gguf-hardware";
export const MAX_MEMORY_GB = 65_536;
export const CONTEXT_LENGTHS = [2048, 4096, 8192, 16384, 32768, 65536, 131072, 262144] as const;
export const DEFAULT_CHOICE: HardwareChoice = {
  device: ["GPU", "NVIDIA", "RTX 4090"],
  memoryGb: 24,
  contextLength: 4096,
};

/** The hardware tables, indexed by any string (a stored choice is checked against them). */
export const TABLES: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, HardwareSpec>>>>>> = SKUS;

/** The tables' entry for a device, or undefined when it is not one of them. */
export function deviceSpec(device: readonly string[]): HardwareSpec | undefined {
  const [kind, vendor, model] = device;
  if (kind === undefined || vendor === undefined || model === undefined) return undefined;
  const vendors = Object.hasOwn(TABLES, kind) ? TABLES[kind] : undefined;
  const table = vendors !== undefined && Object.hasOwn(vendors, vendor) ? vendors[vendor] : undefined;
  return table !== undefined && Object.hasOwn(table, model) ? table[model] : undefined;
}

/** The memory sizes a device comes with; a CPU's RAM varies, so it gets the usual sizes. */
export function memoryOptions(device: readonly string[] | undefined): readonly number[] {
  const spec = device === undefined ? undefined : deviceSpec(device);
  return spec?.memory ?? DEFAULT_MEMORY_OPTIONS;
}

export const isMemoryGb = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value > 0 && value <= MAX_MEMORY_GB;

const isContextLength = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 1 && value <= 2 ** 24;

/** A stored choice read back, or undefined when it is not one (old, edited by hand, or another app's). */
export function parseHardwareChoice(text: string | null): HardwareChoice | undefined {
  if (text === null || text.length > 1000) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const memoryGb: unknown = "memoryGb" in value ? value.memoryGb : undefined;
  const contextLength: unknown = "contextLength" in value ? value.contextLength : undefined;
  const device: unknown = "device" in value ? value.device : undefined;
  if (!isMemoryGb(memoryGb) || !isContextLength(contextLength)) return undefined;
  if (device === undefined || device === null) return { device: undefined, memoryGb, contextLength };
  if (!Array.isArray(device) || device.length !== 3 || !device.every((part) => typeof part === "string"))
    return undefined;
  const [kind, vendor, model] = device.map(String);
  if (
    kind === undefined ||
    vendor === undefined ||
    model === undefined ||
    deviceSpec([kind, vendor, model]) === undefined
  )
    return undefined;
  return { device: [kind, vendor, model], memoryGb, contextLength };
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function loadHardwareChoice(): HardwareChoice {
  return parseHardwareChoice(storage()?.getItem(STORAGE_KEY) ?? null) ?? DEFAULT_CHOICE;
}

export function saveHardwareChoice(choice: HardwareChoice): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // A full or refused storage only means the choice is not remembered.
  }
}
