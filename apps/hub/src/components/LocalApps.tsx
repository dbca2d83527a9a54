import {
  fillGGUFPlaceholders,
  LOCAL_APPS,
  parseGGUFQuantLabel,
  type LocalApp,
  type LocalAppSnippet,
} from "@hubkit/tasks";
import { useId, useState } from "react";
import type { HubModel, TreeEntry } from "../hub-types.js";
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

/** The repository's GGUF files with their quantization labels, most common choice (Q4_K_M) first. */
export function ggufFilesOf(tree: readonly TreeEntry[]): GgufFile[] {
  const files = tree
    .filter((entry) => entry.type === "file" && /\.gguf$/i.test(entry.path))
    .map((entry) => ({
      path: entry.path,
      size: sizeLabel(entry),
      quant: parseGGUFQuantLabel(entry.path),
    }));
  const rank = (file: GgufFile) => (file.quant === "Q4_K_M" ? 0 : 1);
  return files.sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path));
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

/** The local apps that fit a model (the package's own `displayOnModelPage`), announced ones left out. */
export function localAppsFor(model: HubModel): Array<[string, LocalApp]> {
  return Object.entries(LOCAL_APPS as Record<string, LocalApp>).filter(([, app]) => {
    if (app.comingSoon === true) return false;
    try {
      return app.displayOnModelPage(model);
    } catch {
      return false;
    }
  });
}

/** A snippet function's answer, whatever its form, as a list of titled snippets. */
function snippetList(value: string | string[] | LocalAppSnippet | LocalAppSnippet[]): LocalAppSnippet[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map((item, i) =>
    typeof item === "string" ? { title: list.length > 1 ? `Command ${i + 1}` : "Command", content: item } : item,
  );
}

/** Deep links open another app: only its own scheme or https, never script. */
function safeDeeplink(url: URL): string | undefined {
  return /^(?:javascript|data|vbscript|file|blob):$/i.test(url.protocol) ? undefined : url.href;
}

function fill(text: string, file: GgufFile | undefined): string {
  return file === undefined ? text : fillGGUFPlaceholders(text, file.path, "shell");
}

/** What an app shows: a link that opens it, or its snippets with the picked file filled in, or what went wrong. */
type AppContent =
  | { kind: "link"; href: string | undefined }
  | { kind: "snippets"; items: Array<{ title: string; code: string }> }
  | { kind: "error"; message: string };

/** The app's content, computed apart from rendering: the package's functions take data from a hub and may throw. */
function appContent(app: LocalApp, model: HubModel, file: GgufFile | undefined): AppContent {
  try {
    if ("deeplink" in app) return { kind: "link", href: safeDeeplink(app.deeplink(model, file?.path)) };
    const items = snippetList(app.snippet(model)).map((snippet) => {
      const content = Array.isArray(snippet.content) ? snippet.content.join("\n\n") : snippet.content;
      const code = [snippet.setup, content]
        .filter((part): part is string => part !== undefined)
        .map((part) => fill(part, file))
        .join("\n\n");
      return { title: snippet.title, code };
    });
    return { kind: "snippets", items };
  } catch (error) {
    return { kind: "error", message: error instanceof Error ? error.message : String(error) };
  }
}

function AppView({ app, model, file }: { app: LocalApp; model: HubModel; file: GgufFile | undefined }) {
  const content = appContent(app, model, file);
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
  ggufFiles,
  ggufFile,
  onPickGguf,
}: {
  model: HubModel;
  ggufFiles: GgufFile[];
  ggufFile: GgufFile | undefined;
  onPickGguf: (file: GgufFile) => void;
}) {
  const headingId = useId();
  const pickerId = useId();
  const fileId = useId();
  const apps = localAppsFor(model);
  const [open, setOpen] = useState<string | undefined>(undefined);
  if (apps.length === 0) return null;
  const current = apps.find(([key]) => key === open);
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
        {apps.map(([key, app]) => (
          <button
            key={key}
            type="button"
            className="chip"
            aria-pressed={open === key}
            onClick={() => setOpen(open === key ? undefined : key)}
          >
            {app.prettyLabel}
          </button>
        ))}
      </div>
      {current !== undefined && (
        <div className="local-app-view">
          <p className="links">
            <a href={current[1].docsUrl} target="_blank" rel="noreferrer">
              {current[1].prettyLabel} documentation
            </a>
          </p>
          <AppView app={current[1]} model={model} file={ggufFile} />
        </div>
      )}
    </section>
  );
}
