/** Constructors for the runtime errors ops raise, worded like Python's. */

import { SecurityError, TemplateRuntimeError, UndefinedError } from "../errors.js";
import { repr, typeName } from "./repr.js";
import type { Runtime } from "./runtime.js";
import { NO_OWNER, type Undefined } from "./values.js";

export function typeError(message: string): TemplateRuntimeError {
  return new TemplateRuntimeError(message);
}

/** jinja2's object_type_repr: "'dict object'" style names used in undefined messages. */
function ownerDescription(owner: unknown): string {
  return owner === null ? "None" : `'${typeName(owner)} object'`;
}

function undefinedMessage(u: Undefined, rt: Runtime): string {
  if (u.hint !== null) return u.hint;
  if (u.owner === NO_OWNER) return `'${String(u.name)}' is undefined`;
  if (typeof u.name !== "string") return `${ownerDescription(u.owner)} has no element ${repr(u.name, rt)}`;
  return `${ownerDescription(u.owner)} has no attribute '${u.name}'`;
}

/** The error for using an undefined value where a value is needed. */
export function undefinedError(u: Undefined, rt: Runtime): TemplateRuntimeError {
  const message = undefinedMessage(u, rt);
  return u.unsafe ? new SecurityError(message) : new UndefinedError(message);
}
