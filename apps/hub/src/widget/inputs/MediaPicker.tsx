import { useEffect, useId, useRef } from "react";
import { samplesOf } from "../../../shared/sample-media.js";
import type { MediaInput } from "../../../shared/widget/types.js";

const SAMPLES = { image: samplesOf("image"), audio: samplesOf("audio") };
const SHOW_LABELS = { image: "Show image", audio: "Load player" } as const;

/**
 * Pick a sample file or upload one. A sample is named until the person asks for it (`shown`): nothing is downloaded
 * before that (the audio samples weigh megabytes); an upload is on this device already and shows at once.
 */
export function MediaPicker({
  kind,
  value,
  onChange,
  shown,
  onShow,
}: {
  kind: "image" | "audio";
  value: MediaInput | undefined;
  onChange: (media: MediaInput) => void;
  /** The person asked for the media (picked it, ran, or pressed Show). */
  shown: boolean;
  onShow: () => void;
}) {
  const id = useId();
  const uploaded = useRef<string | undefined>(undefined);
  useEffect(
    () => () => {
      if (uploaded.current) URL.revokeObjectURL(uploaded.current);
    },
    [],
  );

  const upload = (file: File | undefined) => {
    if (file === undefined) return;
    if (uploaded.current) URL.revokeObjectURL(uploaded.current);
    uploaded.current = URL.createObjectURL(file);
    onChange({ name: file.name, src: uploaded.current });
    onShow();
  };

  const samples = SAMPLES[kind];
  const isSample = samples.some((sample) => sample.src === value?.src);
  const local = value?.src.startsWith("blob:") === true;
  return (
    <div className="media-picker">
      <div className="media-preview">
        {value === undefined ? (
          <span className="result-empty">No {kind} picked yet.</span>
        ) : !shown && !local ? (
          <div className="media-named">
            <span className="media-name">{value.name}</span>
            <button type="button" className="button-quiet" onClick={onShow}>
              {SHOW_LABELS[kind]}
              <span className="visually-hidden"> {value.name}</span>
            </button>
          </div>
        ) : kind === "image" ? (
          <img src={value.src} alt={`Input: ${value.name}`} />
        ) : (
          <audio controls preload="metadata" src={value.src} aria-label={`Input: ${value.name}`} />
        )}
      </div>
      <div className="media-controls">
        <div className="field">
          <label htmlFor={`${id}-sample`}>Sample {kind}</label>
          <select
            id={`${id}-sample`}
            value={isSample ? value?.src : ""}
            onChange={(event) => {
              const sample = samples.find((item) => item.src === event.target.value);
              if (sample) {
                onChange(sample);
                onShow();
              }
            }}
          >
            {!isSample && <option value="">{value ? `Uploaded: ${value.name}` : "Choose…"}</option>}
            {samples.map((sample) => (
              <option key={sample.src} value={sample.src}>
                {sample.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-file`}>Or upload</label>
          <input
            id={`${id}-file`}
            type="file"
            accept={kind === "image" ? "image/*" : "audio/*"}
            onChange={(event) => upload(event.target.files?.[0])}
          />
        </div>
      </div>
    </div>
  );
}
