/**
 * The one error the memory estimate throws: bad options, or a header whose keys cannot describe a model llama.cpp
 * could load. `field` names the option or metadata key at fault, so a page can say which.
 */
export class GGUFMemoryEstimateError extends Error {
  override name = "GGUFMemoryEstimateError";
  readonly field: string;

  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.field = field;
  }
}
