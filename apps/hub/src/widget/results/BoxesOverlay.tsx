import { useState } from "react";
import type { BoundingBox, LabelScore } from "../../../shared/widget/types.js";
import { clipBoxes } from "./boxes.js";
import { hueOf, percent } from "./format.js";

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * Detected objects drawn as labelled boxes over the input image (box coordinates are in image pixels). Boxes are
 * fitted to the image (results/boxes.ts): cut at its edges, or left out when nothing of them is inside, and the
 * caption says how many.
 */
export function BoxesOverlay({
  image,
  items,
}: {
  image: string;
  items: ReadonlyArray<LabelScore & { box: BoundingBox }>;
}) {
  const [size, setSize] = useState<{ width: number; height: number } | undefined>();
  const fitted = size === undefined ? undefined : clipBoxes(items, size.width, size.height);
  return (
    <figure className="overlay-figure">
      <div className="overlay-stage">
        <img
          src={image}
          alt="Input image with detected objects"
          onLoad={(event) =>
            setSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
          }
        />
        {size !== undefined &&
          fitted?.shown.map((item, i) => {
            const { xmin, ymin, xmax, ymax } = item.box;
            const hue = hueOf(item.label);
            return (
              <div
                key={i}
                className="box"
                data-label={item.label}
                style={{
                  left: `${(xmin / size.width) * 100}%`,
                  top: `${(ymin / size.height) * 100}%`,
                  width: `${((xmax - xmin) / size.width) * 100}%`,
                  height: `${((ymax - ymin) / size.height) * 100}%`,
                  borderColor: `hsl(${hue} 85% 50%)`,
                }}
              >
                <span className="box-label" style={{ background: `hsl(${hue} 85% 40%)` }}>
                  {item.label} {percent(item.score)}
                </span>
              </div>
            );
          })}
      </div>
      <figcaption>
        {plural(fitted?.shown.length ?? items.length, "object", "objects")} detected
        {fitted !== undefined && fitted.cut > 0 && ` · ${plural(fitted.cut, "box", "boxes")} cut at the image's edge`}
        {fitted !== undefined &&
          fitted.dropped > 0 &&
          ` · ${plural(fitted.dropped, "box", "boxes")} outside the image left out`}
      </figcaption>
    </figure>
  );
}
