import { describe, expect, it } from "vitest";
import { TemplateSyntaxError, positionAt } from "../src/errors.js";

describe("positionAt", () => {
  it.each([
    ["abc", 0, 1, 1],
    ["abc", 2, 1, 3],
    ["a\nbc", 2, 2, 1],
    ["a\nb\n\ncd", 6, 4, 2],
  ])("%j at %i is line %i column %i", (source, offset, line, column) => {
    expect(positionAt(source, offset)).toEqual({ line, column });
  });
});

describe("TemplateSyntaxError", () => {
  it("names what was expected and where", () => {
    const error = new TemplateSyntaxError("Expected '%}'", { line: 3, column: 7 });
    expect(error.message).toBe("Expected '%}' (line 3, column 7)");
    expect(error).toBeInstanceOf(Error);
  });
});
