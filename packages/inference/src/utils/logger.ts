/**
 * Where the client's warnings go (a model in staging for its provider, the deprecated raw calls): `console`
 * unless `setLogger` names another, as in 4.x. One logger for the process, as there.
 */
export interface Logger {
  debug: (message: string, ...args: unknown[]) => void;
  info: (message: string, ...args: unknown[]) => void;
  warn: (message: string, ...args: unknown[]) => void;
  error: (message: string, ...args: unknown[]) => void;
  log: (message: string, ...args: unknown[]) => void;
}

let logger: Logger = console;

/** Sends the client's warnings to `next` from now on. */
export function setLogger(next: Logger): void {
  logger = next;
}

/** The logger set by setLogger, or `console`. */
export function getLogger(): Logger {
  return logger;
}
