import type { ModelSummary } from "../hub-types.js";
import { modelHref } from "../lib/links.js";
import { Link } from "../lib/router.js";
import { DownloadIcon, HeartIcon } from "./Icons.js";
import { TaskBadge } from "./TaskBadge.js";

const compact = new Intl.NumberFormat("en", { notation: "compact", maximumFractionDigits: 1 });
const date = new Intl.DateTimeFormat("en", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

export function formatCount(value: number): string {
  return compact.format(value);
}

export function formatDate(iso: string): string {
  const parsed = new Date(iso);
  return Number.isNaN(parsed.getTime()) ? iso : date.format(parsed);
}

/** One model in the list: id, task, library, and its counts. */
export function ModelCard({ model }: { model: ModelSummary }) {
  const [org, name] = model.id.includes("/") ? model.id.split("/", 2) : ["", model.id];
  return (
    <li className="model-card">
      <Link href={modelHref(model.id)} className="model-card-link">
        <span className="model-id">
          {org && <span className="model-org">{org}/</span>}
          <span className="model-name">{name}</span>
        </span>
        <span className="model-meta">
          <TaskBadge tag={model.pipeline_tag} link={false} />
          {model.library_name !== undefined && <span className="meta-item">{model.library_name}</span>}
          <span className="meta-item" title="Downloads">
            <DownloadIcon /> {formatCount(model.downloads)}
            <span className="visually-hidden"> downloads</span>
          </span>
          <span className="meta-item" title="Likes">
            <HeartIcon /> {formatCount(model.likes)}
            <span className="visually-hidden"> likes</span>
          </span>
          <span className="meta-item">Updated {formatDate(model.lastModified)}</span>
        </span>
      </Link>
    </li>
  );
}
