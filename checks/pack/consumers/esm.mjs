// The ES module run of probe.cjs: every entry point through `import`, as an ESM project loads the packages.
import { fileURLToPath } from "node:url";
import probe from "./probe.cjs";

const report = await probe((specifier) => import(specifier));
// Where each entry point resolved: the ES module build (dist/), never the CommonJS one.
report.resolved = Object.fromEntries(
  Object.keys(report.entries).map((specifier) => [specifier, fileURLToPath(import.meta.resolve(specifier))]),
);
process.stdout.write(JSON.stringify(report));
