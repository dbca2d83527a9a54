/**
 * The python snippets for huggingface_hub, openai and fal_client cannot run here (the libraries are not
 * installed and would reach the network), so each call they make on a client object is bound, with
 * python's own inspect.Signature, to the signature of that library's current release, kept as data in
 * signatures/python-clients.json (extracted from the release's source by signatures/extract.py): the
 * method exists, no unknown keyword, every required argument given, no extra positional argument; and
 * huggingface_hub must know the provider and serve the task there. Corrupted snippets are reported.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { catalogueCalls, catalogueRecords, coverageRecords, snippetsOf } from "./run/catalogue.js";

const HERE = (path: string) => fileURLToPath(new URL(path, import.meta.url));

interface Release {
  library: string;
  version: string;
  commit: string;
  files: string[];
}
const data = JSON.parse(readFileSync(HERE("signatures/python-clients.json"), "utf8")) as {
  retrieved: string;
  releases: Release[];
};

interface Report {
  checked: number;
  problems: string[];
}

function check(codes: readonly string[]): Report[] {
  const output = execFileSync("python3", [HERE("signatures/check_calls.py")], {
    input: JSON.stringify({ releases: data.releases, snippets: codes }),
    maxBuffer: 256 * 1024 * 1024,
  });
  return JSON.parse(output.toString("utf8")) as Report[];
}

const CLIENTS = new Set(["huggingface_hub", "openai", "fal_client"]);
const catalogue = catalogueRecords();
const snippets = catalogueCalls([...catalogue, ...coverageRecords(catalogue)]).flatMap((call) =>
  snippetsOf(call)
    .filter((s) => s.language === "python" && CLIENTS.has(s.client))
    .map((s) => ({ label: `${call.label} python/${s.client}`, client: s.client, code: s.content })),
);
const unique = [...new Map(snippets.map((s) => [s.code, s])).values()];
const reports = check(unique.map((s) => s.code));

describe("python client snippets bind to the current releases' signatures", () => {
  it("checks the releases the data names, and each client's snippets", () => {
    expect(data.releases.map((r) => `${r.library} ${r.version}`)).toEqual([
      "huggingface_hub 1.28.0",
      "openai 3.3.1",
      "fal_client 1.0.1",
    ]);
    for (const release of data.releases) expect(release.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(new Set(unique.map((s) => s.client))).toEqual(CLIENTS);
    expect(unique.length).toBeGreaterThan(100);
  });

  it.each(unique.map((s, i) => [s.label, i] as const))("%s", (_label, i) => {
    const report = reports[i];
    expect(report?.problems).toEqual([]);
    // The client's constructor and at least one call on it.
    expect(report?.checked).toBeGreaterThanOrEqual(unique[i]?.client === "fal_client" ? 1 : 2);
  });
});

describe("a call that does not bind is reported", () => {
  const hub = unique.find((s) => s.client === "huggingface_hub" && s.code.includes("client.text_classification("));
  const chat = unique.find((s) => s.client === "openai");
  const fal = unique.find((s) => s.client === "fal_client");
  const cases: Array<[string, string | undefined, (code: string) => string, RegExp]> = [
    [
      "an `inputs=` keyword (3.8.1's huggingface_hub snippets)",
      hub?.code,
      (code) => code.replace("client.text_classification(\n    ", "client.text_classification(\n    inputs="),
      /missing a required argument: 'text'|unexpected keyword argument 'inputs'/,
    ],
    [
      "a method that does not exist",
      hub?.code,
      (code) => code.replace(".text_classification(", ".classify_text("),
      /has no client\.classify_text/,
    ],
    [
      "a required argument left out",
      chat?.code,
      (code) => code.replace(/ {4}messages=\[[\s\S]*?\n {4}\],\n/, ""),
      /missing a required argument: 'messages'/,
    ],
    [
      "a provider huggingface_hub removed",
      hub?.code,
      (code) => code.replace(/provider="[^"]+"/, 'provider="nebius"'),
      /has no such provider/,
    ],
    [
      "an extra positional argument",
      fal?.code,
      (code) => code.replace("arguments=", "None, arguments="),
      /too many positional arguments|multiple values/,
    ],
  ];

  it.each(cases)("%s", (_name, code, corrupt, message) => {
    expect(code).toBeDefined();
    if (code === undefined) return;
    const broken = corrupt(code);
    expect(broken).not.toBe(code);
    const [report] = check([broken]);
    expect(report?.problems.join("\n")).toMatch(message);
  });
});
