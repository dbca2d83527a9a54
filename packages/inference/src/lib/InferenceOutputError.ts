/** The provider answered, but not in the shape the task promises. */
export class InferenceOutputError extends TypeError {
  constructor(expected: string) {
    super(
      `Invalid inference output: ${expected}. Use the 'request' method with the same parameters to do a custom call with no type checking.`,
    );
    this.name = "InferenceOutputError";
  }
}
