import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonErrorOffset } from "../shared/json-error.js";

describe("jsonErrorOffset", () => {
  it.each([
    ['[\n  {"role": "user",}\n]', 20],
    ["[1, 2,]", 6],
    ['{"a" 1}', 5],
    ['{"a": tru}', 9],
    ['"unterminated', 13],
    ['"bad \\x escape"', 6],
    ["[1] 2", 4],
    ["", 0],
    ["01", 1],
    ['{"a": "\\u12G4"}', 11],
  ])("%j fails at %i", (text, offset) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(jsonErrorOffset(text)).toBe(offset);
  });

  it("accepts exactly what JSON.parse accepts", () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        expect(jsonErrorOffset(text)).toBeUndefined();
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        expect(jsonErrorOffset(text) === undefined).toBe(valid);
      }),
      { numRuns: 2000 },
    );
  });
});
