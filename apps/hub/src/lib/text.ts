/**
 * Text from the catalogue without its emoji ("🤗/transformers" -> "transformers"): an emoji needs a font the
 * reader may not have, and then shows as an empty box. A separator left at the start goes with it.
 */
export function withoutEmoji(text: string): string {
  const stripped = text
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, "")
    .replace(/^[\s/:·-]+/, "")
    .trim();
  return stripped === "" ? text : stripped;
}
