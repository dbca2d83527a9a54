import { useEffect, useState } from "react";

export type AsyncState<T> = { status: "loading" } | { status: "done"; value: T } | { status: "error"; error: Error };

/** Runs `load` whenever `key` changes; aborts the previous run so a slow answer never overwrites a newer one. */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, key: string): AsyncState<T> {
  const [state, setState] = useState<{ key: string; value: AsyncState<T> }>({ key, value: { status: "loading" } });
  useEffect(() => {
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
    // `load` is recreated every render; `key` says when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.value : { status: "loading" };
}
