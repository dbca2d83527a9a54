import { useEffect, useState } from "react";

export type AsyncState<T> = { status: "loading" } | { status: "done"; value: T } | { status: "error"; error: Error };

/**
 * Runs `load` whenever `key` changes; aborts the previous run so a slow answer never overwrites a newer one. A
 * `known` value (data the page already holds for this key, such as what the server embedded in the HTML) is used
 * as it is, from the first render, and nothing is loaded.
 */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, key: string, known?: T): AsyncState<T> {
  const [state, setState] = useState<{ key: string; value: AsyncState<T> }>({ key, value: { status: "loading" } });
  const isKnown = known !== undefined;
  useEffect(() => {
    if (isKnown) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setState({ key, value: { status: "done", value } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setState({
            key,
            value: { status: "error", error: error instanceof Error ? error : new Error(String(error)) },
          });
        }
      },
    );
    return () => controller.abort();
    // `load` is recreated every render; `key` says when it means something new (and whether it is known with it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, isKnown]);
  if (known !== undefined) return { status: "done", value: known };
  return state.key === key ? state.value : { status: "loading" };
}
