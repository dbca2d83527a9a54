import { useState, type CSSProperties } from "react";
import { hueAt, percent } from "./format.js";

interface MaskItem {
  label: string;
  score?: number;
  mask: string;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const IMAGE_DATA_URL = /^data:image\/(?:png|jpeg|webp);base64,([A-Za-z0-9+/]+={0,2})$/;

/**
 * The base64 PNG a segmentation model returns, as something an image can show; undefined for anything else. The
 * value goes into a CSS `url("...")`, so only base64 gets there: a quote or parenthesis from a provider never does.
 */
export function maskSource(mask: string): string | undefined {
  if (IMAGE_DATA_URL.test(mask)) return mask;
  return BASE64.test(mask) ? `data:image/png;base64,${mask}` : undefined;
}

/**
 * Segmentation masks tinted over the input image (white pixels of a mask are the segment). Each mask can be hidden
 * from the legend, which is a list of toggle buttons.
 */
export function MaskOverlay({ image, items }: { image: string; items: readonly MaskItem[] }) {
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const toggle = (i: number) =>
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });
  return (
    <figure className="overlay-figure">
      <div className="overlay-stage">
        <img src={image} alt="Input image with segmentation masks" />
        {items.map((item, i) => {
          const source = maskSource(item.mask);
          if (hidden.has(i) || source === undefined) return null;
          const url = `url("${source}")`;
          const style: CSSProperties = {
            background: `hsl(${hueAt(i)} 90% 50% / 0.55)`,
            maskImage: url,
            WebkitMaskImage: url,
            maskMode: "luminance",
            maskSize: "100% 100%",
            WebkitMaskSize: "100% 100%",
          };
          return <div key={i} className="mask" data-label={item.label} style={style} />;
        })}
      </div>
      <figcaption>
        <ul className="mask-legend">
          {items.map((item, i) => (
            <li key={i}>
              <button type="button" aria-pressed={!hidden.has(i)} onClick={() => toggle(i)} className="mask-toggle">
                <span className="swatch" style={{ background: `hsl(${hueAt(i)} 90% 50%)` }} />
                {item.label}
                {item.score !== undefined && <span className="mask-score">{percent(item.score)}</span>}
              </button>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
