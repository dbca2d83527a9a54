import { useSyncExternalStore } from "react";
import { TokenStore, type TokenState } from "./token-store.js";

/** Where try-it requests go: the local tape-replaying router, or the real router with a real token. */
export type InferenceTarget = "offline" | "real";

export interface Settings extends TokenState {
  target: InferenceTarget;
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const tokens = new TokenStore(browserStorage());
let settings: Settings = { ...tokens.get(), target: "offline" };
const listeners = new Set<() => void>();

function publish(next: Settings): void {
  settings = next;
  for (const listener of listeners) listener();
}

export function setTarget(target: InferenceTarget): void {
  publish({ ...settings, target });
}

export function setToken(token: string, remember: boolean): void {
  publish({ ...settings, ...tokens.set(token, remember) });
}

export function getSettings(): Settings {
  return settings;
}

export function useSettings(): Settings {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSettings,
    getSettings,
  );
}
