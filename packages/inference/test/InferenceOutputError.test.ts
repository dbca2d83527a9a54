import { describe, expect, it } from "vitest";
import { InferenceOutputError } from "../src/index.js";

describe("InferenceOutputError", () => {
  it("names the expected shape and is a TypeError", () => {
    const error = new InferenceOutputError("Expected Array<{label: string, score: number}>");
    expect(error).toBeInstanceOf(TypeError);
    expect(error.name).toBe("InferenceOutputError");
    expect(error.message).toBe(
      "Invalid inference output: Expected Array<{label: string, score: number}>. Use the 'request' method with the same parameters to do a custom call with no type checking.",
    );
  });
});
