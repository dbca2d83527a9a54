export { TemplateError, TemplateSyntaxError, positionAt } from "./errors.js";
export type { SourcePosition } from "./errors.js";
