import { afterEach, beforeEach, expect, vi, type MockInstance } from "vitest";

/**
 * For a test file that calls the deprecated `request()` / `streamingRequest()` on purpose: each test's console
 * warnings are captured instead of printed, and any warning other than a deprecation notice fails the test.
 */
export function expectOnlyDeprecationWarnings(): void {
  let warn: MockInstance<typeof console.warn> | undefined;
  beforeEach(() => {
    warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => {
    const messages = warn?.mock.calls.map((args) => args.map(String).join(" ")) ?? [];
    warn?.mockRestore();
    for (const message of messages) expect(message).toMatch(/^(request|streamingRequest)\(\) is deprecated and will/);
  });
}
