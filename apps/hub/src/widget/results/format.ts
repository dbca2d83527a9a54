/** Score as a percentage with a precision that fits its size ("99.8%", "0.07%"). */
export function percent(score: number): string {
  const value = score * 100;
  if (!Number.isFinite(value)) return "–";
  if (Math.abs(value) >= 10) {
    // Never round a score below 1 up to "100.0%": one more decimal, or "> 99.99%".
    if (value < 100 && value.toFixed(1) === "100.0") {
      return value.toFixed(2) === "100.00" ? ">99.99%" : `${value.toFixed(2)}%`;
    }
    return `${value.toFixed(1)}%`;
  }
  if (Math.abs(value) >= 0.1) return `${value.toFixed(2)}%`;
  return value === 0 ? "0%" : `${value.toPrecision(2)}%`;
}

/** Bar width for a score, clamped to the bar. */
export function barWidth(score: number): string {
  return `${Math.max(0, Math.min(1, score)) * 100}%`;
}

/** A stable hue per label, so the same entity group or mask keeps its colour. */
export function hueOf(label: string): number {
  let hash = 0;
  for (const char of label) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

/** Well-separated hues for the n-th item of a list (golden-angle steps), for masks drawn over each other. */
export function hueAt(index: number): number {
  return Math.round((index * 137.508 + 350) % 360);
}
