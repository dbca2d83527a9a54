/**
 * Writes one `<package>.check.ts` per peer package: a compile-time assertion for every name the peer exports, read
 * from the peer's own declarations so that nothing exported is forgotten. Names in exceptions.ts go to a comment
 * (not mirrored) or to `<package>.pending.ts` (known gaps, outside the tsconfig).
 *
 *   tsx api-compat/generate.ts          rewrite the check files
 *   tsx api-compat/generate.ts --check  fail if any check file is not what the peers' declarations give now, or
 *                                       if a pending check compiles (its name must then leave PENDING)
 */

import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import ts from "typescript";
import { NOT_MIRRORED, PENDING, type PackageName } from "./exceptions.js";

const HERE = dirname(fileURLToPath(import.meta.url));

const PACKAGES: readonly { name: PackageName; peer: string; ours: string }[] = [
  { name: "jinja", peer: "@huggingface/jinja", ours: "@hubkit/jinja" },
  { name: "tasks", peer: "@huggingface/tasks", ours: "@hubkit/tasks" },
  { name: "inference", peer: "@huggingface/inference", ours: "@hubkit/inference" },
  { name: "gguf", peer: "@huggingface/gguf", ours: "@hubkit/gguf" },
];

type Kind = "value" | "class" | "enum" | "type";

interface Entry {
  /** How the export is reached from the package root, e.g. `snippets.getInferenceSnippets`. */
  path: string;
  kind: Kind;
  /** For generic types: how many type parameters lack a default (filled with `never`/`unknown`, see below). */
  requiredTypeArgs: number;
}

function readConfig(): ts.ParsedCommandLine {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(HERE, "tsconfig.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
      },
    },
  );
  if (!config) throw new Error("api-compat/tsconfig.json could not be read");
  return config;
}

function loadProgram(): { checker: ts.TypeChecker; modules: Map<string, ts.Symbol> } {
  const config = readConfig();
  // A throwaway module importing every package, so the checker resolves them exactly as the check files do.
  const probePath = join(HERE, "__exports-probe.ts");
  const specifiers = PACKAGES.flatMap((p) => [p.peer, p.ours]);
  const probeText = specifiers.map((s, i) => `import * as m${i} from "${s}";`).join("\n");
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (f) => (f === probePath ? probeText : readFile(f));
  host.fileExists = (f) => f === probePath || fileExists(f);
  host.getSourceFile = (f, lang, ...rest) =>
    f === probePath ? ts.createSourceFile(f, probeText, lang) : getSourceFile(f, lang, ...rest);
  const program = ts.createProgram([probePath], config.options, host);
  const checker = program.getTypeChecker();
  const probe = program.getSourceFile(probePath);
  if (!probe) throw new Error("the probe module did not load");
  const modules = new Map<string, ts.Symbol>();
  for (const statement of probe.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const symbol = checker.getSymbolAtLocation(statement.moduleSpecifier);
    if (!symbol) throw new Error(`cannot resolve ${statement.moduleSpecifier.text} from benchmarks/api-compat`);
    modules.set(statement.moduleSpecifier.text, symbol);
  }
  return { checker, modules };
}

function collectEntries(checker: ts.TypeChecker, moduleSymbol: ts.Symbol, prefix = ""): Entry[] {
  const entries: Entry[] = [];
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const path = prefix + exported.name;
    const flags = symbol.flags;
    if (flags & ts.SymbolFlags.Class) {
      entries.push({ path, kind: "class", requiredTypeArgs: 0 });
    } else if (flags & ts.SymbolFlags.Enum) {
      entries.push({ path, kind: "enum", requiredTypeArgs: 0 });
    } else if (flags & ts.SymbolFlags.ValueModule && !(flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable))) {
      // `export * as snippets` style namespaces: check each member.
      entries.push(...collectEntries(checker, symbol, `${path}.`));
    } else {
      if (flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable)) {
        entries.push({ path, kind: "value", requiredTypeArgs: 0 });
      }
      if (flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) {
        entries.push({ path, kind: "type", requiredTypeArgs: requiredTypeArgs(symbol) });
      }
      if (!(flags & (ts.SymbolFlags.Value | ts.SymbolFlags.Type))) {
        throw new Error(`${path}: export of unexpected kind (symbol flags ${flags})`);
      }
    }
  }
  return entries;
}

function requiredTypeArgs(symbol: ts.Symbol): number {
  const declaration = symbol.declarations?.[0];
  if (!declaration || !(ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration))) return 0;
  return (declaration.typeParameters ?? []).filter((p) => !p.default).length;
}

/** `snippets.getInferenceSnippets` -> `snippets_getInferenceSnippets` (a name for the check's type alias). */
function aliasName(entry: Entry, all: readonly Entry[]): string {
  const base = entry.path.replaceAll(".", "_");
  const shared = all.some((other) => other !== entry && other.path === entry.path);
  return shared && entry.kind === "type" ? `${base}_type` : base;
}

function checkFor(entry: Entry, alias: string): { lines: string[]; helpers: string[] } {
  const value = `typeof P.${entry.path}`;
  const ours = `typeof O.${entry.path}`;
  switch (entry.kind) {
    case "value":
      return {
        helpers: ["Assignable", "Missing", "NoneMissing"],
        lines: [
          `export type ${alias} = [`,
          `  Assignable<${ours}, ${value}>,`,
          `  NoneMissing<Missing<${value}, ${ours}>>,`,
          `];`,
        ],
      };
    case "class":
      return {
        helpers: ["Assignable", "Missing", "NoneMissing", "PublicClass"],
        lines: [
          `export type ${alias} = [`,
          `  Assignable<PublicClass<${ours}>, PublicClass<${value}>>,`,
          `  NoneMissing<Missing<${value}, ${ours}>>,`,
          `];`,
        ],
      };
    case "enum":
      return {
        helpers: ["Assignable", "Missing", "NoneMissing"],
        lines: [
          `export type ${alias} = [`,
          `  Assignable<${ours}, ${value}>,`,
          `  Assignable<P.${entry.path}, O.${entry.path}>,`,
          `  Assignable<O.${entry.path}, P.${entry.path}>,`,
          `  NoneMissing<Missing<${value}, ${ours}>>,`,
          `];`,
        ],
      };
    case "type": {
      // A generic type without defaults is compared at `unknown`, the widest instantiation a caller can write.
      const args = entry.requiredTypeArgs ? `<${Array(entry.requiredTypeArgs).fill("unknown").join(", ")}>` : "";
      const peerType = `P.${entry.path}${args}`;
      const ourType = `O.${entry.path}${args}`;
      // Both ways: a value of their type is accepted where ours is expected (inputs), and ours is usable where
      // theirs is (outputs); a caller's code may do either with any exported type.
      return {
        helpers: ["Assignable", "Missing", "NoneMissing"],
        lines: [
          `export type ${alias} = [`,
          `  Assignable<${peerType}, ${ourType}>,`,
          `  Assignable<${ourType}, ${peerType}>,`,
          `  NoneMissing<Missing<${peerType}, ${ourType}>>,`,
          `];`,
        ],
      };
    }
  }
}

interface Rendered {
  check: string;
  pending: string | undefined;
  counts: Record<Kind | "notMirrored" | "pending", number>;
}

async function render(pkg: (typeof PACKAGES)[number], entries: readonly Entry[]): Promise<Rendered> {
  const notMirrored = NOT_MIRRORED[pkg.name];
  const pending = PENDING[pkg.name];
  const known = new Set(entries.map((e) => e.path));
  for (const [table, names] of [
    ["NOT_MIRRORED", notMirrored],
    ["PENDING", pending],
  ] as const) {
    for (const name of Object.keys(names)) {
      if (!known.has(name)) throw new Error(`exceptions.ts ${table}.${pkg.name}: ${pkg.peer} does not export ${name}`);
    }
  }
  const counts: Rendered["counts"] = { value: 0, class: 0, enum: 0, type: 0, notMirrored: 0, pending: 0 };
  const checked: string[] = [];
  const pendingChecks: string[] = [];
  const checkedHelpers = new Set<string>();
  const pendingHelpers = new Set<string>();
  const notMirroredLines: string[] = [];
  for (const entry of entries) {
    if (notMirrored[entry.path] !== undefined) {
      notMirroredLines.push(
        ...comment(`${entry.path} (${entry.kind}): ${notMirrored[entry.path]}`, "//   ", "//     "),
      );
      counts.notMirrored++;
      continue;
    }
    const { lines, helpers } = checkFor(entry, aliasName(entry, entries));
    const fix = pending[entry.path];
    if (fix !== undefined) {
      pendingChecks.push(...comment(`Fails today. Needed: ${fix}`, "// ", "// "), ...lines, "");
      helpers.forEach((h) => pendingHelpers.add(h));
      counts.pending++;
    } else {
      checked.push(...lines, "");
      helpers.forEach((h) => checkedHelpers.add(h));
      counts[entry.kind]++;
    }
  }
  const header = (helpers: Set<string>, what: string) => [
    `// Generated by generate.ts from the declarations of ${pkg.peer}; do not edit by hand (edit exceptions.ts).`,
    what,
    `import type * as P from "${pkg.peer}";`,
    `import type * as O from "${pkg.ours}";`,
    `import type { ${[...helpers].sort().join(", ")} } from "./compat.js";`,
    "",
  ];
  const check = [
    ...header(
      checkedHelpers,
      `// Each alias compiles only if code written against ${pkg.peer} still compiles with ${pkg.ours}.`,
    ),
    ...(notMirroredLines.length ? ["// Not mirrored on purpose:", ...notMirroredLines, ""] : []),
    ...(counts.pending
      ? [
          `// Shapes that differ (known gaps or by design, see exceptions.ts), checked in ${pkg.name}.pending.ts (left out of the tsconfig).`,
          "",
        ]
      : []),
    ...checked,
  ].join("\n");
  const pendingFile = counts.pending
    ? [
        ...header(
          pendingHelpers,
          `// Where ${pkg.ours} differs in shape (each comment says whether it is a gap or by design): these fail today. tsconfig.json leaves this file out; once one compiles, move its name out of PENDING.`,
        ),
        ...pendingChecks,
      ].join("\n")
    : undefined;
  return { check: await format(check), pending: pendingFile && (await format(pendingFile)), counts };
}

/**
 * The pending checks that no longer fail: each alias of a `*.pending.ts` file without an error inside it. Keeps
 * the known-gap list honest, since the tsconfig leaves those files out of the normal check.
 */
function pendingThatCompile(): string[] {
  const config = readConfig();
  const files = PACKAGES.map((p) => join(HERE, `${p.name}.pending.ts`)).filter((f) => existsSync(f));
  if (!files.length) return [];
  const program = ts.createProgram(files, config.options);
  const compiled: string[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${file} did not load`);
    const failing = program.getSemanticDiagnostics(source).map((d) => d.start ?? -1);
    for (const statement of source.statements) {
      if (!ts.isTypeAliasDeclaration(statement)) continue;
      const { pos, end } = statement;
      if (!failing.some((at) => at >= pos && at < end)) compiled.push(`${basename(file)}: ${statement.name.text}`);
    }
  }
  return compiled;
}

/** Wraps a comment at the print width (prettier leaves comments alone). */
function comment(text: string, first: string, rest: string): string[] {
  const lines: string[] = [];
  let line = first;
  for (const word of text.split(" ")) {
    if (line.length + word.length > 118 && line.trim() !== "//") {
      lines.push(line.trimEnd());
      line = rest;
    }
    line += `${word} `;
  }
  return [...lines, line.trimEnd()];
}

async function format(text: string): Promise<string> {
  const options = await prettier.resolveConfig(join(HERE, "compat.ts"));
  return prettier.format(text, { ...options, parser: "typescript" });
}

async function main(): Promise<void> {
  const checkOnly = process.argv.includes("--check");
  const { checker, modules } = loadProgram();
  const stale: string[] = [];
  const sync = (file: string, content: string | undefined) => {
    const path = join(HERE, file);
    const current = existsSync(path) ? readFileSync(path, "utf8") : undefined;
    if (current === content) return;
    if (checkOnly) stale.push(file);
    else if (content === undefined) rmSync(path);
    else writeFileSync(path, content);
  };
  for (const pkg of PACKAGES) {
    const entries = collectEntries(checker, modules.get(pkg.peer)!);
    const oursExports = new Set(collectEntries(checker, modules.get(pkg.ours)!).map((e) => e.path));
    const rendered = await render(pkg, entries);
    sync(`${pkg.name}.check.ts`, rendered.check);
    sync(`${pkg.name}.pending.ts`, rendered.pending);
    const absent = entries.filter((e) => !oursExports.has(e.path) && NOT_MIRRORED[pkg.name][e.path] === undefined);
    const c = rendered.counts;
    console.log(
      `${pkg.peer}: ${c.value} values, ${c.class} classes, ${c.enum} enums, ${c.type} types checked; ` +
        `${c.notMirrored} not mirrored, ${c.pending} pending` +
        (absent.length ? `; not exported by ${pkg.ours}: ${absent.map((e) => e.path).join(", ")}` : ""),
    );
  }
  if (checkOnly) {
    const fixed = pendingThatCompile();
    if (fixed.length) {
      console.error(`api-compat: these PENDING checks compile now: ${fixed.join(", ")}.`);
      console.error("Move them out of PENDING in exceptions.ts and regenerate, so they stay fixed.");
      process.exitCode = 1;
    }
  }
  if (stale.length) {
    console.error(`api-compat: out of date with the peers' declarations: ${stale.join(", ")}.`);
    console.error("Run `npm run api-compat:generate -w benchmarks` and review the diff.");
    process.exitCode = 1;
  }
}

await main();
