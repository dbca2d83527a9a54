import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runToEnd, tail } from "../lib/process.js";

const CONSUMERS = join(import.meta.dirname, "..", "consumers", "types");

export interface TypeMode {
  name: string;
  /** The compiler package: the repository's TypeScript, or 5.9 (what most projects still use). */
  compiler: "typescript" | "typescript-5";
  /** Which fresh project compiles it: a module project (type: module) or a CommonJS one. */
  project: "esm" | "cjs";
  compilerOptions: Record<string, string>;
  /** Which build's declarations the compiler must have read. */
  declarations: "esm" | "commonjs";
}

const NODENEXT = { module: "NodeNext", moduleResolution: "NodeNext" };
const NODE16 = { module: "Node16", moduleResolution: "Node16" };
const BUNDLER = { module: "ESNext", moduleResolution: "Bundler" };
// node10 ignores exports: types come from "types" and, for the subpaths, "typesVersions".
const NODE10 = { module: "CommonJS", moduleResolution: "Node10" };

export const TYPE_MODES: readonly TypeMode[] = [
  {
    name: "nodenext, ES module",
    compiler: "typescript",
    project: "esm",
    compilerOptions: NODENEXT,
    declarations: "esm",
  },
  {
    name: "nodenext, CommonJS",
    compiler: "typescript",
    project: "cjs",
    compilerOptions: NODENEXT,
    declarations: "commonjs",
  },
  { name: "node16, ES module", compiler: "typescript", project: "esm", compilerOptions: NODE16, declarations: "esm" },
  {
    name: "node16, CommonJS",
    compiler: "typescript",
    project: "cjs",
    compilerOptions: NODE16,
    declarations: "commonjs",
  },
  { name: "bundler", compiler: "typescript", project: "esm", compilerOptions: BUNDLER, declarations: "esm" },
  // TypeScript 6 deprecates node10; it still resolves.
  {
    name: "node10",
    compiler: "typescript",
    project: "cjs",
    compilerOptions: { ...NODE10, ignoreDeprecations: "6.0" },
    declarations: "commonjs",
  },
  {
    name: "nodenext, ES module",
    compiler: "typescript-5",
    project: "esm",
    compilerOptions: NODENEXT,
    declarations: "esm",
  },
  {
    name: "nodenext, CommonJS",
    compiler: "typescript-5",
    project: "cjs",
    compilerOptions: NODENEXT,
    declarations: "commonjs",
  },
  {
    name: "node10",
    compiler: "typescript-5",
    project: "cjs",
    compilerOptions: NODE10,
    declarations: "commonjs",
  },
];

/** One import per provider subpath, each typed with its own name, as the installed package declares them. */
function providersSource(project: string): string {
  const dir = join(project, "node_modules", "@hubkit", "inference", "dist", "providers");
  const lines = ['import type { InferenceProviderModule } from "@hubkit/inference/core";'];
  const checks: string[] = [];
  // One folder per provider: its module is index.d.ts, its chat entry (where it serves chat) chat.d.ts.
  for (const provider of readdirSync(dir)
    .filter((name) => existsSync(join(dir, name, "index.d.ts")))
    .sort()) {
    const file = join(dir, provider, "index.d.ts");
    const name = /export declare const (\w+)/.exec(readFileSync(file, "utf8"))?.[1];
    if (name === undefined) throw new Error(`${file} declares no provider object`);
    lines.push(`import { ${name} } from "@hubkit/inference/providers/${provider}";`);
    checks.push(`export const ${name}Module: InferenceProviderModule<"${provider}"> = ${name};`);
    // The chat entry beside it, where the provider serves chat: the same name and type.
    if (existsSync(join(dir, provider, "chat.d.ts"))) {
      lines.push(`import { ${name} as ${name}Chat } from "@hubkit/inference/providers/${provider}/chat";`);
      checks.push(`export const ${name}ChatModule: InferenceProviderModule<"${provider}"> = ${name}Chat;`);
    }
  }
  if (checks.length === 0) throw new Error(`${dir} has no provider declarations`);
  return `${[...lines, ...checks].join("\n")}\n`;
}

/** Copies the consumer sources into a project (once per project). */
export function prepareTypeConsumers(project: string): void {
  copyFileSync(join(CONSUMERS, "usage.ts"), join(project, "usage.ts"));
  writeFileSync(join(project, "providers.ts"), providersSource(project));
}

/**
 * tsc over the consumer sources in one resolution mode, strict, with skipLibCheck off (so every declaration file of
 * the packages is checked as the user's compiler sees it). Also checks which build's declarations were read.
 */
export async function typecheck(project: string, mode: TypeMode, tsc: string): Promise<string> {
  const slug = `${mode.compiler}-${mode.name}`.replace(/[^a-z0-9]+/gi, "-").toLowerCase();
  const config = {
    compilerOptions: {
      ...mode.compilerOptions,
      target: "ES2022",
      lib: ["ES2022", "DOM", "DOM.Iterable"],
      types: [],
      strict: true,
      skipLibCheck: false,
      noEmit: true,
      noUncheckedIndexedAccess: true,
      exactOptionalPropertyTypes: true,
    },
    files: ["usage.ts", "providers.ts"],
  };
  const configFile = `tsconfig.${slug}.json`;
  writeFileSync(join(project, configFile), `${JSON.stringify(config, null, 2)}\n`);
  const { code, stdout, stderr } = await runToEnd(process.execPath, [tsc, "-p", configFile, "--listFiles"], {
    cwd: project,
    timeoutMs: 180_000,
  });
  if (code !== 0) {
    // The file list would bury the diagnostics: show those.
    const diagnostics = stdout
      .split("\n")
      .filter((line) => !line.startsWith("/"))
      .join("\n");
    throw new Error(`${mode.name}: tsc -p ${configFile} failed in ${project}\n${tail(diagnostics + stderr, 60)}`);
  }
  const declarations = stdout.split("\n").filter((file) => /\/node_modules\/@hubkit\/.*\.d\.ts$/.test(file));
  const packages = new Set(declarations.map((file) => /@hubkit\/([a-z]+)\//.exec(file)?.[1]));
  for (const name of ["jinja", "tasks", "inference", "gguf"]) {
    if (!packages.has(name)) throw new Error(`${mode.name}: tsc read no declaration file of @hubkit/${name}`);
  }
  const wrongBuild = declarations.filter(
    (file) => file.includes("/dist/commonjs/") !== (mode.declarations === "commonjs"),
  );
  if (wrongBuild.length > 0) {
    throw new Error(
      `${mode.name}: expected the ${mode.declarations} declarations, tsc also read ${wrongBuild.slice(0, 5).join(", ")}`,
    );
  }
  return `${declarations.length} declaration files of the ${mode.declarations} build`;
}
