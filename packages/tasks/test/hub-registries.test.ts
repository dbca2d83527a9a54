import { describe, expect, it } from "vitest";
import { readFixtureJson } from "../../../test-support/fixtures.js";
import {
  AGENT_HARNESSES,
  EVALUATION_FRAMEWORKS,
  KERNEL_LIBRARIES_UI_ELEMENTS,
  STANDARD_AGENT_ENV_VARS,
  type AgentHarness,
  type KernelLibraryUiElement,
} from "../src/index.js";
import { checkPython } from "./model-libraries-code-checks.js";

interface RegistriesReference {
  kernelLibraries: ({ key: string; hasSnippets: boolean } & Record<string, unknown>)[];
  evaluationFrameworks: ({ key: string; hasDescription: boolean } & Record<string, unknown>)[];
  agentHarnesses: ({ key: string; hasDescription: boolean } & Record<string, unknown>)[];
  standardAgentEnvVars: string[];
}

const reference = readFixtureJson<RegistriesReference>("hub-registries.json");

/** The entry without the fields that are ours (prose, code), for comparing with the reference's facts. */
function facts(entry: object, own: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(entry).filter(([field]) => !own.includes(field)));
}

describe("KERNEL_LIBRARIES_UI_ELEMENTS", () => {
  const elements = KERNEL_LIBRARIES_UI_ELEMENTS as Record<string, KernelLibraryUiElement>;

  it("has the reference libraries, labels and links", () => {
    expect(Object.keys(elements)).toEqual(reference.kernelLibraries.map((library) => library.key));
    for (const { key, hasSnippets, ...expected } of reference.kernelLibraries) {
      expect(facts(elements[key]!, ["snippets"])).toEqual(expected);
      expect(elements[key]!.snippets !== undefined).toBe(hasSnippets);
    }
  });

  it("prints get_kernel with the id as a Python string and a version (1, said in a comment, unless Python reads the given one as written)", () => {
    const snippet = (version?: number) =>
      KERNEL_LIBRARIES_UI_ELEMENTS.kernels.snippets("kernels-community/activation", version);
    // kernels 0.16 and later raise on get_kernel without a version or revision.
    expect(snippet()[0]).toContain('kernel = get_kernel("kernels-community/activation", version=1)');
    expect(snippet()[0]).toContain("# version: the kernel's major API version");
    expect(snippet(1)[0]).toContain('kernel = get_kernel("kernels-community/activation", version=1)');
    for (const odd of [Number.NaN, Infinity, -1, 1.5]) expect(snippet(odd)[0]).toBe(snippet()[0]);
  });

  it("keeps a hostile id inside its string literal", () => {
    const hostile = 'x")\nimport os; os.system("PWNED")  # \\';
    const code = KERNEL_LIBRARIES_UI_ELEMENTS.kernels.snippets(hostile, 2);
    const [result] = checkPython(code, "PWNED");
    expect(result).toEqual({ ok: true, leaks: [] });
  });
});

describe("EVALUATION_FRAMEWORKS", () => {
  it("has the reference frameworks in order, with their ids and addresses and a description of ours", () => {
    const frameworks = Object.entries(EVALUATION_FRAMEWORKS);
    expect(frameworks.map(([key]) => key)).toEqual(reference.evaluationFrameworks.map((framework) => framework.key));
    for (const [key, framework] of frameworks) {
      const { key: _key, hasDescription, ...expected } = reference.evaluationFrameworks.find((f) => f.key === key)!;
      expect(facts(framework, ["description"])).toEqual(expected);
      expect(framework.name).toBe(key);
      expect(hasDescription).toBe(true);
      expect(framework.description.trim()).not.toBe("");
    }
  });
});

describe("AGENT_HARNESSES", () => {
  const harnesses = AGENT_HARNESSES as Record<string, AgentHarness>;

  it("has the reference harnesses in their detection order, with labels, addresses and variables", () => {
    expect(Object.keys(harnesses)).toEqual(reference.agentHarnesses.map((harness) => harness.key));
    for (const { key, hasDescription, ...expected } of reference.agentHarnesses) {
      expect(facts(harnesses[key]!, ["description"])).toEqual(expected);
      expect((harnesses[key]!.description ?? "").trim() !== "").toBe(hasDescription);
    }
    expect(Object.keys(harnesses).indexOf("cowork")).toBeLessThan(Object.keys(harnesses).indexOf("claude-code"));
  });

  it("names the standard variables", () => {
    expect(STANDARD_AGENT_ENV_VARS).toEqual(reference.standardAgentEnvVars);
  });
});
