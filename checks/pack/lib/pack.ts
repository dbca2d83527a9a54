import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { isRecord, parseRecord } from "./json.js";
import { run } from "./process.js";

// @hubkit/gguf after @hubkit/tasks: its build (prepack) reads the built types of tasks, which it depends on.
export const PACKAGES = ["packages/jinja", "packages/tasks", "packages/inference", "packages/gguf"] as const;

export interface Tarball {
  name: string;
  version: string;
  /** Absolute path of the .tgz. */
  file: string;
  size: number;
  unpackedSize: number;
  files: string[];
}

function field(record: Record<string, unknown>, key: string, where: string): unknown {
  if (!(key in record)) throw new Error(`${where}: no "${key}"`);
  return record[key];
}

function stringField(record: Record<string, unknown>, key: string, where: string): string {
  const value = field(record, key, where);
  if (typeof value !== "string") throw new Error(`${where}: "${key}" is not a string`);
  return value;
}

function numberField(record: Record<string, unknown>, key: string, where: string): number {
  const value = field(record, key, where);
  if (typeof value !== "number") throw new Error(`${where}: "${key}" is not a number`);
  return value;
}

/**
 * `npm pack` of the four workspaces, as a user's registry would serve them. Their `prepack` builds them first;
 * `prebuilt` skips that (CI built them in its previous step) after making sure both builds are there.
 */
export async function packAll(repo: string, destination: string, prebuilt: boolean): Promise<Tarball[]> {
  mkdirSync(destination, { recursive: true });
  if (prebuilt) {
    for (const dir of PACKAGES) {
      for (const file of ["dist/index.js", "dist/commonjs/index.js", "dist/commonjs/package.json"]) {
        if (!existsSync(join(repo, dir, file))) throw new Error(`${dir}/${file} is missing: run npm run build first`);
      }
    }
  }
  const args = ["pack", "--json", "--pack-destination", destination, ...PACKAGES.flatMap((p) => ["--workspace", p])];
  if (prebuilt) args.push("--ignore-scripts");
  const { stdout } = await run("npm", args, { cwd: repo, timeoutMs: 600_000 });
  const parsed: unknown = JSON.parse(stdout);
  if (!Array.isArray(parsed)) throw new Error(`npm pack --json printed no list: ${stdout.slice(0, 200)}`);
  return parsed.map((entry: unknown, index) => {
    const where = `npm pack --json entry ${index}`;
    if (!isRecord(entry)) throw new Error(`${where} is not an object`);
    const files = field(entry, "files", where);
    if (!Array.isArray(files)) throw new Error(`${where}: "files" is not a list`);
    return {
      name: stringField(entry, "name", where),
      version: stringField(entry, "version", where),
      file: join(destination, stringField(entry, "filename", where)),
      size: numberField(entry, "size", where),
      unpackedSize: numberField(entry, "unpackedSize", where),
      files: files.map((file: unknown) => (isRecord(file) ? stringField(file, "path", `${where} files`) : "")),
    };
  });
}

/** One file of a tarball, as text. */
export async function readFromTarball(tarball: Tarball, path: string): Promise<string> {
  const { stdout } = await run("tar", ["-xzOf", tarball.file, `package/${path}`], { cwd: "/" });
  return stdout;
}

/** The package.json of a tarball, parsed. */
export async function manifestOf(tarball: Tarball): Promise<Record<string, unknown>> {
  return parseRecord(await readFromTarball(tarball, "package.json"), `${tarball.name}'s package.json`);
}
