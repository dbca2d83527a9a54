import { useEffect, useState } from "react";
import type { AsyncState } from "./use-async.js";
import { readGgufHeader, type GgufHeader } from "./gguf-header.js";

/** Headers read at once: a repository can list dozens of quantizations, each read is a few range requests. */
const AT_ONCE = 3;

/**
 * The headers of a repository's GGUF files, read by range (the first path first: the picked file), a few at a
 * time, each with its own state, so a file whose header cannot be read says so while the others show.
 */
export function useGgufHeaders(id: string, paths: readonly string[]): ReadonlyMap<string, AsyncState<GgufHeader>> {
  const key = `${id}\n${paths.join("\n")}`;
  const [states, setStates] = useState<{ key: string; map: ReadonlyMap<string, AsyncState<GgufHeader>> }>({
    key,
    map: new Map(),
  });
  useEffect(() => {
    const controller = new AbortController();
    const queue = [...paths];
    const settle = (path: string, state: AsyncState<GgufHeader>) => {
      if (controller.signal.aborted) return;
      setStates((previous) => {
        const map = new Map(previous.key === key ? previous.map : []);
        map.set(path, state);
        return { key, map };
      });
    };
    const worker = async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        try {
          settle(path, { status: "done", value: await readGgufHeader(id, path, controller.signal) });
        } catch (error) {
          settle(path, { status: "error", error: error instanceof Error ? error : new Error(String(error)) });
        }
      }
    };
    for (let i = 0; i < AT_ONCE; i++) void worker();
    return () => controller.abort();
    // `key` stands for id and paths.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return states.key === key ? states.map : new Map();
}
