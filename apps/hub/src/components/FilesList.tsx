import { useId } from "react";
import { HubApiError } from "../api.js";
import type { SampleFacts, TreeEntry } from "../../shared/hub-types.js";
import { hubFileHref } from "../../shared/links.js";
import type { AsyncState } from "../lib/use-async.js";
import { ExternalLink, siteOf } from "./ExternalLink.js";
import { DownloadIcon, FileIcon, FolderIcon } from "./Icons.js";
import { formatDate } from "./ModelCard.js";

const bytes = new Intl.NumberFormat("en", { maximumSignificantDigits: 3 });

/** 1266490272 -> "1.27 GB", 920 -> "920 Bytes": as the hub writes file sizes (powers of 1000, three digits). */
export function formatBytes(size: number): string {
  if (!Number.isFinite(size) || size < 0) return "";
  const units = ["Bytes", "kB", "MB", "GB", "TB"];
  let value = size;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${bytes.format(value)} ${units[unit]}`;
}

/** A file's size as the page shows it: the hub page's own text where only that was read, else its bytes, formatted. */
export function sizeLabel(entry: Pick<TreeEntry, "size" | "sizeText" | "lfs">): string {
  if (entry.sizeText !== undefined) return entry.sizeText;
  const size = entry.lfs?.size ?? entry.size;
  return size === undefined ? "" : formatBytes(size);
}

/** A revision as people read it: a commit's first 7 hex digits, a branch or ref as it is. */
const revisionLabel = (revision: string) => (/^[0-9a-f]{40}$/.test(revision) ? revision.slice(0, 7) : revision);

/** The hub answered that the repository has no listing here: the page shows no files rather than an error. */
const noListing = (tree: AsyncState<TreeEntry[]>) =>
  tree.status === "error" && tree.error instanceof HubApiError && tree.error.status === 404;

/**
 * Files and versions: the repository's listing with sizes, LFS flags and links to each file on the hub (its page,
 * and its download). For a sample catalogue record, `source` says where and when the listing was read, at which
 * revision. Nothing at all when the hub has no listing for the repository.
 */
export function FilesList({
  id,
  tree,
  hubUrl,
  source,
}: {
  id: string;
  tree: AsyncState<TreeEntry[]>;
  hubUrl: string;
  source?: SampleFacts["files"];
}) {
  const headingId = useId();
  if (noListing(tree)) return null;
  const revision = source?.revision ?? "main";
  const site = siteOf(hubUrl) || "the hub";
  return (
    <section className="card files-section" aria-labelledby={headingId}>
      <div className="card-head">
        <h2 id={headingId}>Files and versions</h2>
        <span className="library-name" title={revision}>
          {revisionLabel(revision)}
        </span>
      </div>
      {source !== undefined && (
        <p className="fact-sources">
          As{" "}
          <ExternalLink href={source.url} site={false}>
            listed on {siteOf(source.url)}
          </ExternalLink>{" "}
          at {revision === "main" ? "the main branch" : revisionLabel(revision)} (read {formatDate(source.read)}); sizes
          as that page gives them.
        </p>
      )}
      {tree.status === "loading" && <div className="skeleton card-skeleton" aria-label="Loading the file list" />}
      {tree.status === "error" && (
        <p className="error-text" role="alert">
          The file list could not be loaded: {tree.error.message}
        </p>
      )}
      {tree.status === "done" && tree.value.length === 0 && <p className="muted">The repository lists no files.</p>}
      {tree.status === "done" && tree.value.length > 0 && (
        <table className="files-table">
          <caption className="visually-hidden">Files of the repository, each linked to its page on {site}</caption>
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
              const directory = entry.type === "directory";
              const page = hubFileHref(hubUrl, id, entry.path, { view: directory ? "tree" : "blob", revision });
              const download = directory
                ? undefined
                : hubFileHref(hubUrl, id, entry.path, { view: "resolve", revision });
              return (
                <tr key={entry.path}>
                  <td>
                    <span className="file-name">
                      {directory ? <FolderIcon /> : <FileIcon />}
                      {page === undefined ? (
                        <span>{entry.path}</span>
                      ) : (
                        <ExternalLink href={page} site={false}>
                          {entry.path}
                        </ExternalLink>
                      )}
                      {entry.lfs !== undefined && (
                        <span className="lfs-badge" title="Stored with Git LFS">
                          LFS
                        </span>
                      )}
                    </span>
                  </td>
                  <td className="num">{directory ? "" : sizeLabel(entry)}</td>
                  <td className="file-action">
                    {download !== undefined && (
                      <a
                        href={download}
                        className="icon-link"
                        rel="noreferrer"
                        aria-label={`Download ${entry.path} from ${site}`}
                      >
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
