import { useEffect, useId, useRef, useState } from "react";
import { setTarget, setToken, useSettings, type InferenceTarget } from "../lib/settings.js";

const TARGETS: ReadonlyArray<{ value: InferenceTarget; label: string; hint: string }> = [
  { value: "offline", label: "Recorded answers", hint: "answers recorded earlier, replayed here; no token needed" },
  { value: "real", label: "Real router", hint: "your input is sent for a live answer, with your token" },
];

/** Why the token field was opened: to send the current input, or to switch to the real router. */
export type TokenWanted = "send" | "switch";

/**
 * Where requests go, and the access token. The real router is never used without a token: choosing it (or sending
 * through it) without one opens the token field first, and nothing is sent until the token is given. The token lives
 * in this tab's memory; it is stored on this device only when asked (lib/token-store.ts).
 */
export function InferenceSettings({
  wanted,
  onAskToken,
  onTokenGiven,
  onCancel,
}: {
  wanted: TokenWanted | undefined;
  onAskToken: (why: TokenWanted) => void;
  /** The token was given for what `wanted` says. */
  onTokenGiven: () => void;
  onCancel: () => void;
}) {
  const settings = useSettings();
  const id = useId();
  const [draft, setDraft] = useState(settings.token);
  const [open, setOpen] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (wanted !== undefined) field.current?.focus();
  }, [wanted]);

  const give = () => {
    setToken(draft, settings.remember);
    if (wanted !== undefined && draft.trim() !== "") onTokenGiven();
  };
  return (
    <details
      className="inference-settings"
      open={open || wanted !== undefined}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>
        Requests go to: <strong>{TARGETS.find((t) => t.value === settings.target)?.label}</strong>
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
              onChange={() => {
                if (target.value === "real" && settings.token === "") onAskToken("switch");
                else setTarget(target.value);
              }}
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
          give();
        }}
      >
        {wanted !== undefined && (
          <p className="note token-needed" id={`${id}-needed`}>
            {wanted === "send"
              ? "To send this input through the real router, give your access token first."
              : "The real router needs your access token."}
          </p>
        )}
        <div className="field">
          <label htmlFor={`${id}-token`}>Access token</label>
          <input
            ref={field}
            id={`${id}-token`}
            type="password"
            autoComplete="off"
            spellCheck={false}
            placeholder="hf_… or a provider key"
            value={draft}
            aria-describedby={`${id}-kept${wanted !== undefined ? ` ${id}-needed` : ""}`}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={() => {
              if (wanted === undefined) setToken(draft, settings.remember);
            }}
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
        <p className="muted small" id={`${id}-kept`}>
          Sent only with requests to the router.{" "}
          {settings.remember
            ? "Kept in this browser's storage until you untick Remember or clear it."
            : "Kept in this tab until you close or reload it."}
        </p>
        {wanted !== undefined && (
          <div className="row-actions">
            <button type="submit" className="button-primary" disabled={draft.trim() === ""}>
              {wanted === "send" ? "Send" : "Use the real router"}
            </button>
            <button type="button" className="button-quiet" onClick={onCancel}>
              Cancel
            </button>
          </div>
        )}
      </form>
    </details>
  );
}
