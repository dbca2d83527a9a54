/** The part of the Web Storage interface the token store needs (localStorage in the page). */
export type TokenStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export const TOKEN_STORAGE_KEY = "hubkit.accessToken";

export interface TokenState {
  token: string;
  /** The person asked for the token to survive a reload. */
  remember: boolean;
}

/**
 * Keeps the access token in memory; writes it to storage only when the person opts in, and erases the stored copy
 * as soon as they opt out or clear the token.
 */
export class TokenStore {
  private state: TokenState;

  constructor(private readonly storage: TokenStorage | undefined) {
    const stored = readStored(storage);
    this.state = stored === null ? { token: "", remember: false } : { token: stored, remember: true };
  }

  get(): TokenState {
    return this.state;
  }

  set(token: string, remember: boolean): TokenState {
    const trimmed = token.trim();
    this.state = { token: trimmed, remember };
    try {
      if (remember && trimmed !== "") this.storage?.setItem(TOKEN_STORAGE_KEY, trimmed);
      else this.storage?.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      // Storage full or disabled: the token still works for this tab, it just is not remembered.
      this.state = { token: trimmed, remember: false };
    }
    return this.state;
  }

  clear(): TokenState {
    return this.set("", false);
  }
}

function readStored(storage: TokenStorage | undefined): string | null {
  try {
    const value = storage?.getItem(TOKEN_STORAGE_KEY) ?? null;
    return value === "" ? null : value;
  } catch {
    return null; // Storage can be disabled (private mode); the token then simply lives in memory.
  }
}
