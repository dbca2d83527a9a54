/** A kebab-case name in camel case: `zero-shot-classification` -> `zeroShotClassification`. */
export function camelCase(name: string): string {
  return name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}
