/** Generated, summary, translation or transcribed text; a cursor blinks while a stream is still arriving. */
export function TextOutput({ text, streaming }: { text: string; streaming: boolean }) {
  return (
    <div className="text-output" aria-busy={streaming}>
      {text === "" && !streaming ? <span className="result-empty">The model returned empty text.</span> : text}
      {streaming && <span className="cursor" aria-hidden="true" />}
    </div>
  );
}
