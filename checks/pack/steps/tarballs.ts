import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isRecord, type JsonRecord } from "../lib/json.js";
import { manifestOf, readFromTarball, type Tarball } from "../lib/pack.js";
import { kb } from "../lib/report.js";

const REQUIRED_FILES = [
  "LICENSE",
  "README.md",
  "CHANGELOG.md",
  "package.json",
  "dist/index.js",
  "dist/index.d.ts",
  "dist/commonjs/package.json",
  "dist/commonjs/index.js",
  "dist/commonjs/index.d.ts",
];

/** What must never be published: tests, build configuration, caches. */
const FORBIDDEN =
  /(^|\/)(test|tests|__tests__|node_modules)\/|\.test\.[cm]?[jt]s$|(^|\/)tsconfig[^/]*\.json$|\.tsbuildinfo$|(^|\/)vitest\.config/;

const METADATA = ["description", "keywords", "homepage", "bugs", "repository", "license", "author", "engines"];

/** Every path (or `*` pattern) an exports map points at, with the conditions that lead there. */
function exportTargets(value: unknown, conditions: string[] = []): { target: string; conditions: string[] }[] {
  if (typeof value === "string") return [{ target: value, conditions }];
  if (!isRecord(value)) return []; // null: a blocked subpath
  return Object.entries(value).flatMap(([key, inner]) => exportTargets(inner, [...conditions, key]));
}

function patternMatches(pattern: string, files: readonly string[]): string[] {
  const [before = "", after = ""] = pattern.replace(/^\.\//, "").split("*");
  return files
    .filter((file) => file.startsWith(before) && file.endsWith(after) && file.length >= before.length + after.length)
    .map((file) => file.slice(before.length, file.length - after.length))
    .sort();
}

function checkManifest(tarball: Tarball, manifest: JsonRecord, all: readonly Tarball[]): string[] {
  const problems: string[] = [];
  for (const key of METADATA) {
    const value = manifest[key];
    if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) {
      problems.push(`package.json has no ${key}`);
    }
  }
  if (manifest.license !== "MIT") problems.push(`license is ${JSON.stringify(manifest.license)}, not MIT`);
  const engines = manifest.engines;
  if (!isRecord(engines) || typeof engines.node !== "string") problems.push("engines.node is missing");
  const repository = manifest.repository;
  if (!isRecord(repository) || typeof repository.url !== "string" || typeof repository.directory !== "string") {
    problems.push("repository needs url and directory");
  }
  const dependencies = isRecord(manifest.dependencies) ? manifest.dependencies : {};
  for (const [name, range] of Object.entries(dependencies)) {
    const sibling = all.find((other) => other.name === name);
    if (sibling === undefined) problems.push(`depends on ${name}, which is not one of the packed packages`);
    else if (range !== sibling.version)
      problems.push(`depends on ${name}@${String(range)}, packed is ${sibling.version}`);
  }
  const files = tarball.files;
  // A pattern subpath ("./providers/*") must offer the same names through every condition (ESM, CommonJS, types).
  const namesBySubpath = new Map<string, string>();
  for (const { target, conditions } of exportTargets(manifest.exports)) {
    const where = `exports ${conditions.join(" > ")} -> ${target}`;
    if (!target.includes("*")) {
      if (!files.includes(target.replace(/^\.\//, ""))) problems.push(`${where} is not in the tarball`);
      continue;
    }
    const names = patternMatches(target, files).join(", ");
    if (names === "") problems.push(`${where} matches no file`);
    const subpath = conditions[0] ?? "";
    const seen = namesBySubpath.get(subpath);
    if (seen === undefined) namesBySubpath.set(subpath, names);
    else if (seen !== names) problems.push(`${where} offers ${names}; another condition of ${subpath} offers ${seen}`);
  }
  const requireTargets = exportTargets(manifest.exports).filter(({ conditions }) => conditions.includes("require"));
  if (requireTargets.length === 0) problems.push("no entry point has a require condition");
  return problems;
}

/** The contents and metadata of each tarball: license, docs, both builds, no tests; the exports map points at real files. */
export async function checkTarballs(repo: string, tarballs: readonly Tarball[]): Promise<string> {
  const license = readFileSync(join(repo, "LICENSE"), "utf8");
  const problems: string[] = [];
  for (const tarball of tarballs) {
    const prefix = `${tarball.name}: `;
    for (const file of REQUIRED_FILES) {
      if (!tarball.files.includes(file)) problems.push(`${prefix}${file} is missing`);
    }
    for (const file of tarball.files.filter((path) => FORBIDDEN.test(path))) {
      problems.push(`${prefix}${file} should not be published`);
    }
    if ((await readFromTarball(tarball, "LICENSE")) !== license)
      problems.push(`${prefix}LICENSE differs from the repository's`);
    if (!/Hubkit contributors/.test(license))
      problems.push("the repository's LICENSE does not name Hubkit contributors");
    const commonjsMarker = await readFromTarball(tarball, "dist/commonjs/package.json");
    if (JSON.parse(commonjsMarker).type !== "commonjs")
      problems.push(`${prefix}dist/commonjs/package.json is not type commonjs`);
    problems.push(...checkManifest(tarball, await manifestOf(tarball), tarballs).map((problem) => prefix + problem));
  }
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return tarballs
    .map((t) => `${t.name}@${t.version} ${kb(t.size)} (${kb(t.unpackedSize)} unpacked, ${t.files.length} files)`)
    .join("; ");
}
