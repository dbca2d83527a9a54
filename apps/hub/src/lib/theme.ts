import { useSyncExternalStore } from "react";

/** The colour theme the page shows. */
export type Theme = "light" | "dark";

export const THEME_STORAGE_KEY = "hubkit.theme";

type ThemeStorage = Pick<Storage, "getItem" | "setItem">;

function browserStorage(): ThemeStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The person's stored choice; anything else in storage (edited by hand, an older format) counts as no choice. */
export function storedTheme(storage: ThemeStorage | undefined = browserStorage()): Theme | undefined {
  let value: string | null;
  try {
    value = storage?.getItem(THEME_STORAGE_KEY) ?? null;
  } catch {
    return undefined;
  }
  return value === "light" || value === "dark" ? value : undefined;
}

const darkQuery = (): MediaQueryList | undefined =>
  typeof window.matchMedia === "function" ? window.matchMedia("(prefers-color-scheme: dark)") : undefined;

function systemTheme(): Theme {
  return darkQuery()?.matches === true ? "dark" : "light";
}

let current: Theme = "light";
const listeners = new Set<() => void>();

function publish(): void {
  const next = storedTheme() ?? systemTheme();
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

/**
 * Writes the stored choice onto <html data-theme> (the stylesheet's light-dark() pairs follow it); without a
 * choice the attribute stays off and the system setting rules. main.tsx calls this before the first render.
 */
export function applyStoredTheme(): void {
  const chosen = storedTheme();
  if (chosen === undefined) delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = chosen;
  current = chosen ?? systemTheme();
  // Follow the system while no choice is stored; another tab's choice shows here too.
  darkQuery()?.addEventListener("change", publish);
  window.addEventListener("storage", (event) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    const theme = storedTheme();
    if (theme === undefined) delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = theme;
    publish();
  });
}

/** Shows `theme` now and keeps it across visits (in this tab only when storage is unavailable). */
export function setTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  try {
    browserStorage()?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage full or disabled: the theme still applies until the tab closes.
  }
  if (theme !== current) {
    current = theme;
    for (const listener of listeners) listener();
  }
}

/** The theme the page shows (the stored choice, else the system's). */
export function useTheme(): Theme {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
}
