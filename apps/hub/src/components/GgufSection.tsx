import { Suspense, lazy, useId, useMemo } from "react";
import { ggufLabels, type GgufFile } from "./LocalApps.js";
import { GgufTensors } from "./GgufTensors.js";
import { HardwareFit } from "./HardwareFit.js";
import { summarizeGguf, type GgufSummary } from "../lib/gguf-header.js";
import { useGgufHeaders } from "../lib/use-gguf-headers.js";

// The template engine loads with the template's part only, after the file's facts show.
const GgufTemplate = lazy(() => import("./GgufTemplate.js").then((m) => ({ default: m.GgufTemplate })));

function Metadata({ summary }: { summary: GgufSummary }) {
  const rows: [string, string | undefined][] = [
    ["Architecture", summary.architecture],
    ["Context length", summary.contextLength?.toLocaleString("en")],
    ["Parameters", summary.parameterCount?.toLocaleString("en")],
    ["Quantization", summary.fileType],
    ["Tensor types", summary.tensorTypes.map(({ type, count }) => `${type} × ${count}`).join(", ") || undefined],
    [
      "Tokenizer",
      summary.tokenizerModel === undefined
        ? undefined
        : `${summary.tokenizerModel}${summary.vocabularySize === undefined ? "" : `, ${summary.vocabularySize.toLocaleString("en")} tokens`}`,
    ],
  ];
  return (
    <dl className="details-list gguf-facts">
      {rows.map(([term, value]) =>
        value === undefined ? null : (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ),
      )}
      {summary.specialTokens.length > 0 && (
        <div>
          <dt>Special tokens</dt>
          <dd>
            <ul className="token-list">
              {summary.specialTokens.map((token) => (
                <li key={token.role}>
                  {token.role}: {token.text === undefined ? `id ${token.id}` : <code>{token.text}</code>}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
    </dl>
  );
}

/**
 * "GGUF file": the picked file's header read in place by range (metadata, tensors on demand, its stored chat
 * template rendered), and the hardware fit of every quantization. Loaded as its own chunk (the reader, the memory
 * estimate and the template engine) only on pages of repositories with .gguf files.
 */
export function GgufSection({
  id,
  files,
  file,
  onPick,
}: {
  id: string;
  files: readonly GgufFile[];
  file: GgufFile;
  onPick: (file: GgufFile) => void;
}) {
  const ids = useId();
  // The picked file first, so its header is read before the others.
  const paths = [file.path, ...files.map((entry) => entry.path).filter((path) => path !== file.path)];
  const headers = useGgufHeaders(id, paths);
  const picked = headers.get(file.path);
  // Once per header read, not on every render (the picker, the fit's controls and the template render here too).
  const summary = useMemo(() => (picked?.status === "done" ? summarizeGguf(picked.value) : undefined), [picked]);
  const tokenText = (role: string) => summary?.specialTokens.find((token) => token.role === role)?.text ?? "";
  return (
    <section className="card gguf-section" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>GGUF file</h2>
      <div className="field gguf-picker">
        <label htmlFor={`${ids}-file`}>File</label>
        <select
          id={`${ids}-file`}
          value={file.path}
          onChange={(event) => {
            const next = files.find((entry) => entry.path === event.target.value);
            if (next !== undefined) onPick(next);
          }}
        >
          {ggufLabels(files).map((label, i) => (
            <option key={files[i]!.path} value={files[i]!.path}>
              {label}
            </option>
          ))}
        </select>
        <p className="gguf-file">{file.path}</p>
      </div>
      {picked === undefined || picked.status === "loading" ? (
        <p className="muted" aria-busy="true">
          Reading the file's header…
        </p>
      ) : picked.status === "error" || summary === undefined ? (
        <p className="muted">This file's header could not be read here, so nothing is shown from it.</p>
      ) : (
        <>
          <Metadata summary={summary} />
          <h3>Tensors</h3>
          <GgufTensors key={file.path} tensors={picked.value.tensorInfos} />
          <h3>Chat template stored in the file</h3>
          {summary.chatTemplate === undefined ? (
            <p className="muted">This file stores no chat template.</p>
          ) : (
            <Suspense fallback={<p className="muted">Loading the template engine…</p>}>
              <GgufTemplate
                id={id}
                path={file.path}
                template={summary.chatTemplate}
                bos={tokenText("bos")}
                eos={tokenText("eos")}
              />
            </Suspense>
          )}
        </>
      )}
      <h3>Will it run on my machine?</h3>
      <HardwareFit files={files} headers={headers} />
    </section>
  );
}
