/**
 * Binding strength of each expression form, weakest first (jinja2's parser levels). The parser climbs the binary
 * operators by these numbers and the formatter brackets by them, so the two cannot disagree. Read as
 * `import * as Level from "./levels.js"`: constants rather than an `enum`, because tsc emits an enum as an object
 * whose every `Level.x` survives in a bundle, while a bundler puts constants in place.
 */
export const cond = 1;
export const or = 2;
export const and = 3;
export const not = 4;
export const compare = 5;
export const sum = 6;
export const concat = 7;
export const product = 8;
export const power = 9;
export const unary = 10;
export const postfix = 12;
export const atom = 13;
