import { useState } from "react";
import type { BoundingBox, LabelScore } from "../types.js";
import { hueOf, percent } from "./format.js";

/** Detected objects drawn as labelled boxes over the input image (box coordinates are in image pixels). */
export function BoxesOverlay({
  image,
  items,
}: {
  image: string;
  items: ReadonlyArray<LabelScore & { box: BoundingBox }>;
}) {
  const [size, setSize] = useState<{ width: number; height: number } | undefined>();
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
          items.map((item, i) => {
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
        {items.length} object{items.length === 1 ? "" : "s"} detected
      </figcaption>
    </figure>
  );
}
