import { spawnSync } from "node:child_process";

const found = new Map<string, string>();

/**
 * The first of `python3`, `/usr/bin/python3` that imports every module named (PATH's python3 may be a
 * version manager's, without Debian's packages). Throws with how to install them when neither does.
 */
export function pythonWith(modules: readonly string[], debianPackages: readonly string[]): string {
  const key = modules.join(",");
  const known = found.get(key);
  if (known !== undefined) return known;
  for (const candidate of ["python3", "/usr/bin/python3"]) {
    const probe = spawnSync(candidate, ["-c", `import ${modules.join(", ")}`], { encoding: "utf8" });
    if (probe.status === 0) {
      found.set(key, candidate);
      return candidate;
    }
  }
  throw new Error(
    `These tests need Python 3 with ${modules.join(", ")}: install them (Debian: apt-get install ${debianPackages.join(" ")}).`,
  );
}
