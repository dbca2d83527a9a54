/** Runs the check's steps one after another, times each, and prints what a user would get (or what broke). */
export class Report {
  readonly #started = performance.now();
  readonly #results: { name: string; ms: number; ok: boolean; detail: string }[] = [];

  /**
   * Runs one step. `fn` returns a one-line detail for the summary (sizes, counts). A failing step is reported and
   * the next steps still run, unless `required` (later steps need its result): then the run stops.
   */
  async step<T>(
    name: string,
    fn: () => Promise<T>,
    options: { detail?: (value: T) => string; required?: boolean } = {},
  ): Promise<T | undefined> {
    const start = performance.now();
    process.stdout.write(`\n--- ${name}\n`);
    try {
      const value = await fn();
      const ms = performance.now() - start;
      const detail = options.detail?.(value) ?? "";
      this.#results.push({ name, ms, ok: true, detail });
      process.stdout.write(`ok (${seconds(ms)})${detail ? `: ${detail}` : ""}\n`);
      return value;
    } catch (error) {
      const ms = performance.now() - start;
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      this.#results.push({ name, ms, ok: false, detail: message.split("\n")[0] ?? "" });
      process.stdout.write(`FAILED (${seconds(ms)})\n${message}\n`);
      if (options.required) throw new StopError(name);
      return undefined;
    }
  }

  get failed(): number {
    return this.#results.filter((result) => !result.ok).length;
  }

  /** The table printed at the end: every step, its time, its outcome. */
  summary(): string {
    const width = Math.max(...this.#results.map((result) => result.name.length));
    const lines = this.#results.map(
      (result) =>
        `${result.ok ? "ok  " : "FAIL"} ${result.name.padEnd(width)} ${seconds(result.ms).padStart(7)}  ${result.detail}`,
    );
    lines.push(`total ${seconds(performance.now() - this.#started)}, ${this.failed} failed`);
    return lines.join("\n");
  }
}

/** Thrown when a required step failed: nothing after it can run. */
export class StopError extends Error {
  constructor(step: string) {
    super(`stopped: "${step}" failed and the next steps need it`);
    this.name = "StopError";
  }
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
