import {
  fillGGUFPlaceholders,
  findNearestQuantType,
  GGMLFileQuantizationType,
  GGUF_QUANT_ORDER,
  ggufFileQuantizationType,
  parseGGUFQuantLabel,
} from "@hubkit/tasks";
import { useId, useState } from "react";
import type { LocalAppContent, LocalAppUse } from "../../shared/model-uses.js";
import type { HubModel, TreeEntry } from "../../shared/hub-types.js";
import { isGgufFile, openableHref } from "../../shared/local-files.js";
import { sizeLabel } from "./FilesList.js";
import { ExternalIcon } from "./Icons.js";
import { SnippetPanel } from "./SnippetPanel.js";

/** A `.gguf` file of the repository, as the quantization picker lists it. */
export interface GgufFile {
  path: string;
  /** Its size as the file list shows it. */
  size: string;
  quant: string | undefined;
}

/**
 * The repository's GGUF files with their quantization labels, as the hub offers them: first the file it chooses by
 * default (Q4_K_M, else the nearest smaller quant, else the smallest bigger one: `findNearestQuantType`), then from
 * the biggest quant to the smallest, files without a known quant last.
 */
export function ggufFilesOf(tree: readonly TreeEntry[]): GgufFile[] {
  const files = tree.filter(isGgufFile).map((entry) => ({
    path: entry.path,
    size: sizeLabel(entry),
    quant: parseGGUFQuantLabel(entry.path),
  }));
  const types = files.map((file) => ggufFileQuantizationType(file.quant));
  const preferred = findNearestQuantType(
    GGMLFileQuantizationType.Q4_K_M,
    types.filter((type) => type !== undefined),
  );
  const rank = (i: number) => {
    const type = types[i];
    if (type === undefined) return GGUF_QUANT_ORDER.length + 1;
    return type === preferred ? -1 : GGUF_QUANT_ORDER.indexOf(type);
  };
  return files
    .map((file, i) => ({ file, rank: rank(i) }))
    .sort((a, b) => a.rank - b.rank || a.file.path.localeCompare(b.file.path))
    .map(({ file }) => file);
}

/**
 * The picker's label of each file: its quantization and size, short enough for a phone's select; the file's name
 * joins them only where two files would read the same (the chosen file's full path shows under the picker).
 */
export function ggufLabels(files: readonly GgufFile[]): string[] {
  const short = files.map((file) =>
    [file.quant ?? "no quant label", file.size].filter((part) => part !== "").join(" · "),
  );
  return short.map((label, i) =>
    short.indexOf(label) === short.lastIndexOf(label) ? label : `${label} · ${files[i]!.path.split("/").pop()}`,
  );
}

/** What an app shows for the picked file: its link for that file, or its commands with the file filled in. */
export function contentForFile(content: LocalAppContent, file: GgufFile | undefined): LocalAppContent {
  if (content.kind === "error") return content;
  if (content.kind === "link") {
    const href = (file !== undefined ? content.hrefByFile?.[file.path] : undefined) ?? content.href;
    // The server checked the link already; the page checks what it puts in an href itself.
    return { kind: "link", href: href === undefined ? undefined : openableHref(href) };
  }
  if (file === undefined) return content;
  // The server wrote these commands for this very file (its name has no quant label to fill in).
  const forFile = content.itemsByFile?.[file.path];
  if (forFile !== undefined) return { kind: "snippets", items: forFile };
  try {
    const items = content.items.map((item) => ({ ...item, code: fillGGUFPlaceholders(item.code, file.path, "shell") }));
    return { kind: "snippets", items };
  } catch (error) {
    return { kind: "error", message: error instanceof Error ? error.message : String(error) };
  }
}

function AppView({ app, file }: { app: LocalAppUse; file: GgufFile | undefined }) {
  const content = contentForFile(app.content, file);
  if (content.kind === "error") {
    return (
      <p className="error-text" role="alert">
        {app.prettyLabel}: {content.message}
      </p>
    );
  }
  if (content.kind === "link") {
    return (
      <p className="local-app-link">
        {content.href === undefined ? (
          <span className="muted">This app's link is not one a page can open.</span>
        ) : (
          <a href={content.href} className="button-quiet" rel="noreferrer">
            Open in {app.prettyLabel} <ExternalIcon />
          </a>
        )}
        {app.macOSOnly === true && <span className="muted"> macOS only</span>}
      </p>
    );
  }
  return (
    <>
      {content.items.map((item, i) => (
        <SnippetPanel key={i} title={`${app.prettyLabel} · ${item.title}`} code={item.code} language="bash" />
      ))}
    </>
  );
}

/**
 * "Run locally": the local apps that fit the model, one open at a time; for GGUF repositories a quantization
 * picker whose file fills the snippets' `{{GGUF_FILE}}` / `{{QUANT_TAG}}` placeholders (and the library snippets').
 */
export function LocalApps({
  model,
  apps,
  ggufFiles,
  ggufFile,
  onPickGguf,
}: {
  model: HubModel;
  /** The local apps that fit the model, from the page data. */
  apps: LocalAppUse[];
  ggufFiles: GgufFile[];
  ggufFile: GgufFile | undefined;
  onPickGguf: (file: GgufFile) => void;
}) {
  const headingId = useId();
  const pickerId = useId();
  const fileId = useId();
  const [open, setOpen] = useState<string | undefined>(undefined);
  if (apps.length === 0) return null;
  const current = apps.find((app) => app.key === open);
  return (
    <section className="card local-apps" aria-labelledby={headingId}>
      <h2 id={headingId}>Run locally</h2>
      {ggufFiles.length === 0 && (model.gguf !== undefined || model.tags.includes("gguf")) && (
        // Without the repository's file list there is no file to fill the commands with: say so, not guess one.
        <p className="muted small">
          No file list of this repository here: in the commands, put one of its .gguf files for {"{{GGUF_FILE}}"} and
          its quantization for {"{{QUANT_TAG}}"}.
        </p>
      )}
      {ggufFiles.length > 0 && (
        <div className="field gguf-picker">
          <label htmlFor={pickerId}>Quantization</label>
          <select
            id={pickerId}
            aria-describedby={fileId}
            value={ggufFile?.path ?? ""}
            onChange={(event) => {
              const next = ggufFiles.find((file) => file.path === event.target.value);
              if (next !== undefined) onPickGguf(next);
            }}
          >
            {ggufLabels(ggufFiles).map((label, i) => (
              <option key={ggufFiles[i]!.path} value={ggufFiles[i]!.path}>
                {label}
              </option>
            ))}
          </select>
          <p className="gguf-file" id={fileId}>
            {ggufFile?.path}
          </p>
        </div>
      )}
      <div className="local-app-menu" role="group" aria-label="Local apps">
        {apps.map((app) => (
          <button
            key={app.key}
            type="button"
            className="chip"
            aria-pressed={open === app.key}
            onClick={() => setOpen(open === app.key ? undefined : app.key)}
          >
            {app.prettyLabel}
          </button>
        ))}
      </div>
      {current !== undefined && (
        <div className="local-app-view">
          <p className="links">
            <a href={current.docsUrl} target="_blank" rel="noreferrer">
              {current.prettyLabel} documentation
            </a>
          </p>
          <AppView app={current} file={ggufFile} />
        </div>
      )}
    </section>
  );
}
