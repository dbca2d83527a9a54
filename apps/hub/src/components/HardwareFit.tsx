import { useId, useMemo, useState } from "react";
import type { GgufFile } from "./LocalApps.js";
import type { AsyncState } from "../lib/use-async.js";
import type { GgufHeader } from "../lib/gguf-header.js";
import { bytesOfGb, fileFit, TIGHT_MARGIN, type FileFit } from "../lib/gguf-fit.js";
import {
  CONTEXT_LENGTHS,
  isMemoryGb,
  loadHardwareChoice,
  memoryOptions,
  saveHardwareChoice,
  TABLES,
  type HardwareChoice,
} from "../lib/hardware-choice.js";

const GIB = 1024 ** 3;
const MIB = 1024 ** 2;
/** A size in GiB from 1 GiB up, else in MiB, with about three significant digits. */
export function memorySize(bytes: number): string {
  const [value, unit] = bytes >= GIB ? [bytes / GIB, "GiB"] : [bytes / MIB, "MiB"];
  return `${value.toFixed(value >= 100 ? 0 : value >= 10 ? 1 : 2)} ${unit}`;
}
const VERDICTS = { fits: "Fits", tight: "Tight", "does-not-fit": "Does not fit" } as const;
/** The value of the device select for "a memory amount typed in". */
const TYPED = "typed";

function FitRow({
  file,
  header,
  choice,
}: {
  file: GgufFile;
  header: AsyncState<GgufHeader> | undefined;
  choice: HardwareChoice;
}) {
  const fit: FileFit | undefined = useMemo(
    () =>
      header?.status === "done" ? fileFit(header.value, choice.contextLength, bytesOfGb(choice.memoryGb)) : undefined,
    [header, choice.contextLength, choice.memoryGb],
  );
  const name = file.quant ?? file.path;
  if (header === undefined || header.status === "loading") {
    return (
      <li className="fit-row" aria-busy="true">
        <span className="fit-file">{name}</span> <span className="muted">reading the header…</span>
      </li>
    );
  }
  if (header.status === "error" || fit === undefined) {
    return (
      <li className="fit-row">
        <span className="fit-file">{name}</span>{" "}
        <span className="muted">its header could not be read here, so nothing is estimated</span>
      </li>
    );
  }
  if (fit.kind === "refused") {
    return (
      <li className="fit-row">
        <span className="fit-file">{name}</span> <span className="muted">cannot be estimated: {fit.message}</span>
      </li>
    );
  }
  const { estimate } = fit;
  const parts = [
    `weights ${memorySize(estimate.weightsBytes)}`,
    `KV cache ${memorySize(estimate.kvCache.bytes)}`,
    // State-space and other recurrent layers keep a state that does not grow with the context.
    ...(estimate.recurrentState.bytes > 0 ? [`recurrent state ${memorySize(estimate.recurrentState.bytes)}`] : []),
    ...(estimate.computeBufferBytes === undefined ? [] : [`compute ${memorySize(estimate.computeBufferBytes)}`]),
    ...(estimate.outputBufferBytes === undefined ? [] : [`output ${memorySize(estimate.outputBufferBytes)}`]),
  ];
  return (
    <li className="fit-row">
      <span className="fit-file">{name}</span>{" "}
      {fit.kind === "estimated" ? (
        <span className={`pill fit-${fit.verdict}`}>{VERDICTS[fit.verdict]}</span>
      ) : (
        <span className="muted">no total: a part is unknown</span>
      )}{" "}
      <span className="fit-numbers">
        {fit.kind === "estimated" && (
          <>
            {memorySize(fit.totalBytes)} of {memorySize(bytesOfGb(choice.memoryGb))}:{" "}
          </>
        )}
        {parts.join(" + ")}
      </span>
    </li>
  );
}

/**
 * "Will it run on my machine?": a device from the hub's tables (or a memory amount) and a context length; every
 * quantization of the repository says fits, tight or does not fit, with the estimate's parts (@hubkit/gguf's memory
 * estimate from each file's own header).
 */
export function HardwareFit({
  files,
  headers,
}: {
  files: readonly GgufFile[];
  headers: ReadonlyMap<string, AsyncState<GgufHeader>>;
}) {
  const ids = useId();
  const [choice, setChoiceState] = useState<HardwareChoice>(loadHardwareChoice);
  const [typed, setTyped] = useState(String(choice.memoryGb));
  const setChoice = (next: HardwareChoice) => {
    setChoiceState(next);
    saveHardwareChoice(next);
  };
  const deviceValue = choice.device === undefined ? TYPED : choice.device.join("\u0000");
  const pickDevice = (value: string) => {
    if (value === TYPED) {
      setChoice({ ...choice, device: undefined });
      return;
    }
    const [kind = "", vendor = "", model = ""] = value.split("\u0000");
    const options = memoryOptions([kind, vendor, model]);
    const memoryGb = options.includes(choice.memoryGb) ? choice.memoryGb : (options[options.length - 1] ?? 16);
    setChoice({ ...choice, device: [kind, vendor, model], memoryGb });
    setTyped(String(memoryGb));
  };
  return (
    <div className="hardware-fit">
      <div className="fit-controls">
        <div className="field">
          <label htmlFor={`${ids}-device`}>Device</label>
          <select id={`${ids}-device`} value={deviceValue} onChange={(event) => pickDevice(event.target.value)}>
            <option value={TYPED}>Type a memory amount</option>
            {Object.entries(TABLES).map(([kind, vendors]) => (
              <optgroup key={kind} label={kind}>
                {Object.entries(vendors).flatMap(([vendor, table]) =>
                  Object.keys(table).map((model) => (
                    <option key={`${kind}/${vendor}/${model}`} value={[kind, vendor, model].join("\u0000")}>
                      {vendor === "-" ? model : `${vendor} ${model}`}
                    </option>
                  )),
                )}
              </optgroup>
            ))}
          </select>
        </div>
        {choice.device === undefined ? (
          <div className="field">
            <label htmlFor={`${ids}-memory`}>Memory (GB)</label>
            <input
              id={`${ids}-memory`}
              type="number"
              inputMode="decimal"
              min={1}
              max={65536}
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                const memoryGb = Number(event.target.value);
                if (event.target.value.trim() !== "" && isMemoryGb(memoryGb)) setChoice({ ...choice, memoryGb });
              }}
            />
          </div>
        ) : (
          <div className="field">
            <label htmlFor={`${ids}-memory`}>Memory (GB)</label>
            <select
              id={`${ids}-memory`}
              value={choice.memoryGb}
              onChange={(event) => setChoice({ ...choice, memoryGb: Number(event.target.value) })}
            >
              {memoryOptions(choice.device).map((gb) => (
                <option key={gb} value={gb}>
                  {gb}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor={`${ids}-context`}>Context length</label>
          <select
            id={`${ids}-context`}
            value={choice.contextLength}
            onChange={(event) => setChoice({ ...choice, contextLength: Number(event.target.value) })}
          >
            {CONTEXT_LENGTHS.map((tokens) => (
              <option key={tokens} value={tokens}>
                {tokens.toLocaleString("en")} tokens
              </option>
            ))}
          </select>
        </div>
      </div>
      <ul className="fit-list" aria-label="Fit of each quantization">
        {files.map((file) => (
          <FitRow key={file.path} file={file} header={headers.get(file.path)} choice={choice} />
        ))}
      </ul>
      <p className="muted small">
        llama.cpp's memory at this context (f16 KV cache, one sequence, 512-token micro-batches, flash attention),
        estimated from each file's header; “tight” leaves less than {TIGHT_MARGIN * 100}% of the memory free for the
        system and other programs. Memory sizes in GB as the hardware tables give them, counted as GiB.
      </p>
    </div>
  );
}
