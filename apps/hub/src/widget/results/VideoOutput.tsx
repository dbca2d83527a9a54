import { useMemo } from "react";
import { safeMediaBlob } from "./safe-media.js";
import { useObjectUrl } from "./use-object-url.js";

/** A generated video. */
export function VideoOutput({ video }: { video: Blob }) {
  // Typed as video only, so the URL opened in a tab plays or downloads, never renders (safe-media.ts).
  const safe = useMemo(() => safeMediaBlob(video, "video"), [video]);
  const url = useObjectUrl(safe);
  if (video.size === 0)
    return <p className="result-empty">The answer carried no video bytes ({video.type || "no type"}).</p>;
  return (
    <figure className="video-output">
      {url !== undefined && <video controls src={url} aria-label="Generated video" />}
      <figcaption>
        {video.type || "video"} · {(video.size / 1024).toFixed(1)} KB
      </figcaption>
    </figure>
  );
}
