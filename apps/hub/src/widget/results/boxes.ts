import type { BoundingBox } from "../../../shared/widget/types.js";

/** Boxes as they can be drawn over an image: cut at its edges, or left out. */
export interface ClippedBoxes<T> {
  shown: T[];
  /** Left out: wholly outside the image, empty, or with coordinates that are not numbers. */
  dropped: number;
  /** Reached past an edge and were cut there. */
  cut: number;
}

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

/**
 * A provider's boxes fitted to the image they were drawn on (`width` x `height` pixels): a box that reaches past an
 * edge is cut at that edge; one with nothing inside the image is left out, as is one whose coordinates are not
 * finite numbers or run backwards.
 */
export function clipBoxes<T extends { box: BoundingBox }>(
  items: readonly T[],
  width: number,
  height: number,
): ClippedBoxes<T> {
  const shown: T[] = [];
  let dropped = 0;
  let cut = 0;
  for (const item of items) {
    const { xmin, ymin, xmax, ymax } = item.box;
    const finite = [xmin, ymin, xmax, ymax].every((value) => typeof value === "number" && Number.isFinite(value));
    if (!finite || xmax <= xmin || ymax <= ymin || !(width > 0) || !(height > 0)) {
      dropped++;
      continue;
    }
    const box = {
      xmin: clamp(xmin, width),
      ymin: clamp(ymin, height),
      xmax: clamp(xmax, width),
      ymax: clamp(ymax, height),
    };
    if (box.xmax <= box.xmin || box.ymax <= box.ymin) {
      dropped++;
      continue;
    }
    if (box.xmin !== xmin || box.ymin !== ymin || box.xmax !== xmax || box.ymax !== ymax) cut++;
    shown.push({ ...item, box });
  }
  return { shown, dropped, cut };
}
