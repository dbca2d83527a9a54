import { useId } from "react";
import type { TreeEntry } from "../hub-types.js";
import type { AsyncState } from "../lib/use-async.js";
import { fileDownloadHref } from "../lib/links.js";
import { DownloadIcon, FileIcon, FolderIcon } from "./Icons.js";

const bytes = new Intl.NumberFormat("en", { maximumFractionDigits: 1 });

/** 1266490272 -> "1.27 GB", as the hub writes file sizes (powers of 1000). */
export function formatBytes(size: number): string {
  if (!Number.isFinite(size) || size < 0) return "";
  const units = ["B", "kB", "MB", "GB", "TB"];
  let value = size;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${unit === 0 ? value : bytes.format(value)} ${units[unit]}`;
}

/** Files and versions: the `tree/main` listing with sizes, LFS flags and download links. */
export function FilesList({ id, tree, hubUrl }: { id: string; tree: AsyncState<TreeEntry[]>; hubUrl: string }) {
  const headingId = useId();
  return (
    <section className="card files-section" aria-labelledby={headingId}>
      <div className="card-head">
        <h2 id={headingId}>Files and versions</h2>
        <span className="library-name">main</span>
      </div>
      {tree.status === "loading" && <div className="skeleton card-skeleton" aria-label="Loading the file list" />}
      {tree.status === "error" && (
        <p className="error-text" role="alert">
          The file list could not be loaded: {tree.error.message}
        </p>
      )}
      {tree.status === "done" && tree.value.length === 0 && <p className="muted">The repository lists no files.</p>}
      {tree.status === "done" && tree.value.length > 0 && (
        <table className="files-table">
          <caption className="visually-hidden">Files on the main branch</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col" className="num">
                Size
              </th>
              <th scope="col">
                <span className="visually-hidden">Download</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tree.value.map((entry) => {
              const href = entry.type === "file" ? fileDownloadHref(hubUrl, id, entry.path) : undefined;
              return (
                <tr key={entry.path}>
                  <td>
                    <span className="file-name">
                      {entry.type === "directory" ? <FolderIcon /> : <FileIcon />}
                      <span>{entry.path}</span>
                      {entry.lfs !== undefined && (
                        <span className="lfs-badge" title="Stored with Git LFS">
                          LFS
                        </span>
                      )}
                    </span>
                  </td>
                  <td className="num">{entry.type === "file" ? formatBytes(entry.lfs?.size ?? entry.size) : ""}</td>
                  <td className="file-action">
                    {href !== undefined && (
                      <a href={href} className="icon-link" rel="noreferrer" aria-label={`Download ${entry.path}`}>
                        <DownloadIcon />
                      </a>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
