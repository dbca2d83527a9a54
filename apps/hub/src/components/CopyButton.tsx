import { useEffect, useState } from "react";

type CopyState = "idle" | "copied" | "failed";

const LABELS: Record<CopyState, string> = { idle: "Copy", copied: "Copied", failed: "Copy failed" };

/** Copies text to the clipboard and says so (visibly and to screen readers) for two seconds. */
export function CopyButton({ text, label = "Copy code" }: { text: string; label?: string }) {
  const [state, setState] = useState<CopyState>("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
  };

  return (
    <button type="button" className={`copy-button copy-${state}`} onClick={copy} aria-label={label}>
      <span aria-hidden="true" className="copy-icon">
        {state === "copied" ? "✓" : "⧉"}
      </span>
      <span aria-live="polite">{LABELS[state]}</span>
    </button>
  );
}
