import { useMemo, useState } from "react";
import { safeMediaBlob } from "./safe-media.js";
import { useObjectUrl } from "./use-object-url.js";

function AudioItem({ label, audio }: { label: string; audio: Blob }) {
  // Typed as media only, so the URL opened in a tab plays or downloads, never renders (safe-media.ts).
  const safe = useMemo(() => safeMediaBlob(audio, "audio"), [audio]);
  const url = useObjectUrl(safe);
  const [failed, setFailed] = useState(false);
  return (
    <li>
      <span className="audio-label">{label}</span>
      {url !== undefined && <audio controls src={url} aria-label={label} onError={() => setFailed(true)} />}
      <span className="audio-meta">
        {audio.type || "audio"} · {(audio.size / 1024).toFixed(1)} KB
        {failed && " · the browser could not decode these bytes"}
      </span>
    </li>
  );
}

/** One player per returned audio (speech, separated sources). */
export function AudioOutput({ items }: { items: ReadonlyArray<{ label: string; audio: Blob }> }) {
  if (items.length === 0) return <p className="result-empty">The model returned no audio.</p>;
  return (
    <ul className="audio-output">
      {items.map((item, i) => (
        <AudioItem key={i} label={item.label} audio={item.audio} />
      ))}
    </ul>
  );
}
