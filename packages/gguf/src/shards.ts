/** Split GGUF files: `<prefix>-00001-of-00003.gguf`, as llama.cpp's gguf-split names them. */

export const RE_GGUF_FILE = /\.gguf$/;
export const RE_GGUF_SHARD_FILE = /^(?<prefix>.*?)-(?<shard>\d{5})-of-(?<total>\d{5})\.gguf$/;

export interface GgufShardFileInfo {
  prefix: string;
  shard: string;
  total: string;
}

/** The parts of a shard's file name or URL, or null when it names no shard. */
export function parseGgufShardFilename(filename: string): GgufShardFileInfo | null {
  const groups = RE_GGUF_SHARD_FILE.exec(filename)?.groups;
  if (groups?.prefix === undefined || groups.shard === undefined || groups.total === undefined) return null;
  return { prefix: groups.prefix, shard: groups.shard, total: groups.total };
}

/** The URLs of every shard of the split file `info` names a shard of. */
export function shardUrls(info: GgufShardFileInfo): string[] {
  const total = Number(info.total);
  const width = (n: number) => String(n).padStart(5, "0");
  return Array.from({ length: total }, (_, i) => `${info.prefix}-${width(i + 1)}-of-${width(total)}.gguf`);
}

/** Runs the tasks, at most `concurrency` at a time, and returns their results in order. */
export async function inParallel<T>(tasks: (() => Promise<T>)[], concurrency: number): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      const task = tasks[index];
      if (task !== undefined) results[index] = await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
  return results;
}
