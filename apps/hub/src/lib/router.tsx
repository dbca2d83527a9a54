import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from "react";

/** A tiny History API router: the location is an external store, links push entries, pages match a table. */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

const snapshot = () => window.location.pathname + window.location.search;

/** Path plus query string, re-rendering on navigation. */
export function useLocation(): { pathname: string; search: URLSearchParams } {
  const href = useSyncExternalStore(subscribe, snapshot, () => "/");
  const url = new URL(href, "http://local");
  return { pathname: url.pathname, search: url.searchParams };
}

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, "", to);
  else window.history.pushState(null, "", to);
  for (const listener of listeners) listener();
  if (!options.replace) window.scrollTo({ top: 0 });
}

/** An anchor that navigates without reloading (plain clicks only; modified clicks keep the browser's behaviour). */
export function Link({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (event.defaultPrevented || modified || rest.target === "_blank") return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={handle} {...rest} />;
}

/** One route: a path pattern with `:name` segments and what to show for it. */
export interface Route<T> {
  pattern: string;
  value: T;
}

export interface RouteMatch<T> {
  value: T;
  params: Record<string, string>;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // A malformed escape stays as typed; the page then says the model does not exist.
  }
}

/** The first route whose pattern matches every segment of the path. */
export function matchRoute<T>(routes: readonly Route<T>[], pathname: string): RouteMatch<T> | undefined {
  const segments = pathname.split("/").filter(Boolean).map(safeDecode);
  for (const route of routes) {
    const parts = route.pattern.split("/").filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, i) => {
      const segment = segments[i]!;
      if (part.startsWith(":")) {
        params[part.slice(1)] = segment;
        return true;
      }
      return part === segment;
    });
    if (matches) return { value: route.value, params };
  }
  return undefined;
}
