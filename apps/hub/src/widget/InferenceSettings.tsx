import { useId, useState } from "react";
import { setTarget, setToken, useSettings, type InferenceTarget } from "../lib/settings.js";

const TARGETS: ReadonlyArray<{ value: InferenceTarget; label: string; hint: string }> = [
  { value: "offline", label: "Offline replay", hint: "Recorded provider exchanges, served by this machine" },
  { value: "real", label: "Real router", hint: "router.huggingface.co with your token" },
];

/** Where runs go, and the access token (kept in memory; stored on this device only when asked). */
export function InferenceSettings() {
  const settings = useSettings();
  const id = useId();
  const [draft, setDraft] = useState(settings.token);
  return (
    <details className="inference-settings">
      <summary>
        Inference: <strong>{TARGETS.find((t) => t.value === settings.target)?.label}</strong>
        {settings.token !== "" && <span className="token-set"> · token set</span>}
      </summary>
      <fieldset>
        <legend>Send requests to</legend>
        {TARGETS.map((target) => (
          <label key={target.value} className="radio">
            <input
              type="radio"
              name={`${id}-target`}
              value={target.value}
              checked={settings.target === target.value}
              onChange={() => setTarget(target.value)}
            />
            <span>
              {target.label} <span className="muted">({target.hint})</span>
            </span>
          </label>
        ))}
      </fieldset>
      <form
        className="token-form"
        onSubmit={(event) => {
          event.preventDefault();
          setToken(draft, settings.remember);
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-token`}>Access token</label>
          <input
            id={`${id}-token`}
            type="password"
            autoComplete="off"
            spellCheck={false}
            placeholder="hf_… or a provider key"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={() => setToken(draft, settings.remember)}
          />
        </div>
        <label className="switch">
          <input
            type="checkbox"
            checked={settings.remember}
            onChange={(event) => setToken(draft, event.target.checked)}
          />
          Remember on this device
        </label>
        <p className="muted small">
          The token stays in this tab's memory{settings.remember ? " and in this browser's storage" : ""}; it is sent
          only with inference requests.
        </p>
      </form>
    </details>
  );
}
