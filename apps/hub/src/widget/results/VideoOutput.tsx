import { useObjectUrl } from "./use-object-url.js";

/** A generated video. */
export function VideoOutput({ video }: { video: Blob }) {
  const url = useObjectUrl(video);
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
