// The order of these lines is the order bundlers emit the modules in: the lexer first gzips about 60 bytes smaller
// (`benchmarks/jinja/size.ts`).
export { tokenize, TOKEN_TYPES, type Token, type TokenType, type PreprocessOptions } from "./lexer.js";
export {
  Template,
  TemplateEnvironment,
  type TemplateOptions,
  type EnvironmentOptions,
  type Filter,
  type Test,
} from "./template.js";
export { lipsum } from "./builtins/lipsum.js";
export { parse } from "./parser.js";
export { format, type FormatOptions } from "./format.js";
export { Environment, Interpreter } from "./compat.js";
export {
  TemplateError,
  TemplateSyntaxError,
  TemplateRuntimeError,
  UndefinedError,
  SecurityError,
  TemplateLimitError,
  TemplateRaisedError,
  positionAt,
  formatError,
} from "./errors.js";
export { DEFAULT_LIMITS, type RenderLimits } from "./runtime/runtime.js";
export { defineFilter, defineTest, defineFunction, type SignatureParameters } from "./extend.js";
export type { TagDefinition } from "./tags.js";
export type { SourcePosition, SourceSpan } from "./errors.js";
export type * as AST from "./ast.js";
