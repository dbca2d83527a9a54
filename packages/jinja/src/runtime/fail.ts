/** Constructors for the runtime errors ops raise, worded like Python's. */

import { SecurityError, TemplateRuntimeError, UndefinedError } from "../errors.js";
import { quote, repr, typeName } from "./repr.js";
import type { Runtime } from "./contract.js";
import { NO_OWNER, Undefined, qualifiedTypeName, toStr } from "./values.js";

/** The errors that are TypeErrors in Python, which some of jinja2's code catches (`getitem`, `reverse`). */
const TYPE_ERRORS = new WeakSet<object>();

export function typeError(message: string): TemplateRuntimeError {
  const error = new TemplateRuntimeError(message);
  TYPE_ERRORS.add(error);
  return error;
}

export function isTypeError(error: unknown): boolean {
  return error instanceof TemplateRuntimeError && TYPE_ERRORS.has(error);
}

/** Python's TypeError where an integer (an `__index__`) is needed: a width, a count, a range bound. */
export function notAnInteger(v: unknown): TemplateRuntimeError {
  return typeError(`'${typeName(v)}' object cannot be interpreted as an integer`);
}

/** Python's AttributeError for an attribute a value's type does not have (filters calling `value.items()` ...). */
export function noAttribute(v: unknown, name: string): TemplateRuntimeError {
  return typeError(`'${typeName(v)}' object has no attribute '${name}'`);
}

/** jinja2's object_type_repr: how undefined messages name what a name was looked up on (`dict object`). */
function ownerDescription(owner: unknown): string {
  return owner === null ? "None" : `${qualifiedTypeName(typeName(owner))} object`;
}

/** jinja2's Undefined._undefined_message (an item is named by its repr, an attribute's owner is quoted). */
function undefinedMessage(u: Undefined, rt: Runtime): string {
  if (u.hint !== null) return u.hint;
  if (u.owner === NO_OWNER) return `${repr(u.name, rt)} is undefined`;
  if (toStr(u.name) === null) return `${ownerDescription(u.owner)} has no element ${repr(u.name, rt)}`;
  return `${quote(ownerDescription(u.owner))} has no attribute ${repr(u.name, rt)}`;
}

/** The error for using an undefined value where a value is needed. */
export function undefinedError(u: Undefined, rt: Runtime): TemplateRuntimeError {
  const message = undefinedMessage(u, rt);
  return u.unsafe ? new SecurityError(message) : new UndefinedError(message);
}

/** Using an undefined value where Python needs a value (a conversion, an operand): its UndefinedError. */
export function failIfUndefined(v: unknown, rt: Runtime): void {
  if (v instanceof Undefined) throw undefinedError(v, rt);
}
