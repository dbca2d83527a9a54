import { describe, expect, it } from "vitest";
import { TOKEN_STORAGE_KEY, TokenStore, type TokenStorage } from "../src/lib/token-store.js";

/** Web Storage semantics over a Map: the page uses localStorage, which Node does not have. */
class MapStorage implements TokenStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe("TokenStore", () => {
  it("keeps a token in memory only unless the person opts in", () => {
    const storage = new MapStorage();
    const store = new TokenStore(storage);
    expect(store.set("hf_secret", false)).toEqual({ token: "hf_secret", remember: false });
    expect(storage.items.size).toBe(0);
    expect(new TokenStore(storage).get()).toEqual({ token: "", remember: false });
  });

  it("stores the token when asked and restores it on the next visit", () => {
    const storage = new MapStorage();
    new TokenStore(storage).set("  hf_secret  ", true);
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBe("hf_secret");
    expect(new TokenStore(storage).get()).toEqual({ token: "hf_secret", remember: true });
  });

  it("erases the stored copy when the person opts out or clears the token", () => {
    const storage = new MapStorage();
    const store = new TokenStore(storage);
    store.set("hf_secret", true);
    store.set("hf_secret", false);
    expect(storage.items.size).toBe(0);
    store.set("hf_other", true);
    store.clear();
    expect(storage.items.size).toBe(0);
    expect(store.get()).toEqual({ token: "", remember: false });
  });

  it("never stores an empty token, and survives storage that throws or is missing", () => {
    const storage = new MapStorage();
    new TokenStore(storage).set("   ", true);
    expect(storage.items.size).toBe(0);
    const broken: TokenStorage = {
      getItem: () => {
        throw new Error("SecurityError: storage disabled");
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(new TokenStore(broken).get()).toEqual({ token: "", remember: false });
    expect(new TokenStore(undefined).set("hf_x", true)).toEqual({ token: "hf_x", remember: true });
  });
});
