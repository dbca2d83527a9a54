/**
 * Lists every missing path behind each failing `NoneMissing<...>` of the check files. The compiler's own error shows
 * only the first member of the union; this prints them all, which is what you want when fixing a package.
 *
 *   tsx api-compat/explain.ts [file ...]   default: every *.check.ts and *.pending.ts here
 */

import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const HERE = dirname(fileURLToPath(import.meta.url));

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

const requested = process.argv.slice(2);
const files = (requested.length ? requested : readdirSync(HERE).filter((f) => /\.(check|pending)\.ts$/.test(f))).map(
  (f) => join(HERE, f.replace(/^.*\//, "")),
);
const program = ts.createProgram([...files, join(HERE, "compat.ts")], config.options);
const checker = program.getTypeChecker();

let failing = 0;
for (const file of files) {
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`${file} did not load`);
  const visit = (node: ts.Node): void => {
    if (ts.isTypeReferenceNode(node) && node.typeName.getText(source) === "NoneMissing" && node.typeArguments?.[0]) {
      const paths = literalMembers(checker.getTypeFromTypeNode(node.typeArguments[0]));
      if (paths.length) {
        failing++;
        const alias = ts.findAncestor(node, ts.isTypeAliasDeclaration)?.name.text ?? "?";
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        console.log(`${file.slice(HERE.length + 1)}:${line} ${alias}: missing in ours`);
        for (const path of paths.sort()) console.log(`  ${path || "(the value itself)"}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
console.log(failing ? `${failing} checks with missing members` : "no missing members");

function literalMembers(type: ts.Type): string[] {
  const members = type.isUnion() ? type.types : [type];
  return members.flatMap((t) =>
    t.isStringLiteral() ? [t.value] : t.flags & ts.TypeFlags.Never ? [] : [checker.typeToString(t)],
  );
}
