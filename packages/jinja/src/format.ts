import type { Program } from "./ast.js";

export function formatProgram(program: Program, indent: string | number = 4): string {
  void indent;
  return program.source;
}
