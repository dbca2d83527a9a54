import { useState } from "react";
import { useObjectUrl } from "./use-object-url.js";

/** A generated image; says so plainly when the bytes cannot be shown. */
export function ImageOutput({ image, alt }: { image: Blob; alt: string }) {
  const url = useObjectUrl(image);
  const [failed, setFailed] = useState(false);
  if (image.size === 0)
    return <p className="result-empty">The answer carried no image bytes ({image.type || "no type"}).</p>;
  return (
    <figure className="image-output">
      {url !== undefined && <img src={url} alt={alt} onError={() => setFailed(true)} />}
      <figcaption>
        {image.type || "image"} · {(image.size / 1024).toFixed(1)} KB
        {failed && " · the browser could not decode these bytes"}
      </figcaption>
    </figure>
  );
}
