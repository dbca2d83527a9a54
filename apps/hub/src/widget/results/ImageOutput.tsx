import { useEffect, useState } from "react";
import { safeImage, type SafeImage } from "./safe-media.js";
import { useObjectUrl } from "./use-object-url.js";

type Shown = { image: Blob; safe: SafeImage } | { image: Blob; error: string };

/** The provider's image made safe to show (safe-media.ts), once per image. */
function useSafeImage(image: Blob): Shown | undefined {
  const [shown, setShown] = useState<Shown | undefined>();
  useEffect(() => {
    let live = true;
    safeImage(image).then(
      (safe) => live && setShown({ image, safe }),
      (error: unknown) => live && setShown({ image, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [image]);
  return shown?.image === image ? shown : undefined;
}

/** A generated image; says so plainly when the bytes cannot be shown. */
export function ImageOutput({ image, alt }: { image: Blob; alt: string }) {
  const shown = useSafeImage(image);
  const url = useObjectUrl(shown !== undefined && "safe" in shown ? shown.safe.blob : undefined);
  const [failed, setFailed] = useState(false);
  if (image.size === 0)
    return <p className="result-empty">The answer carried no image bytes ({image.type || "no type"}).</p>;
  return (
    <figure className="image-output">
      {url !== undefined && <img src={url} alt={alt} onError={() => setFailed(true)} />}
      <figcaption>
        {image.type || "image"} · {(image.size / 1024).toFixed(1)} KB
        {shown !== undefined && "safe" in shown && shown.safe.note !== undefined && ` · ${shown.safe.note}`}
        {shown !== undefined && "error" in shown && ` · not shown: ${shown.error}`}
        {failed && " · the browser could not decode these bytes"}
      </figcaption>
    </figure>
  );
}
