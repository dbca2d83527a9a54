import type { ModelSummary } from "../../shared/hub-types.js";
import { modelHref } from "../../shared/links.js";
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

/**
 * A model's counts and update date, each only when the record has it: the sample catalogue has no sourced value for
 * them, and an absent stat shows nothing (never a zero).
 */
export function ModelStats({
  model,
  itemClass,
}: {
  model: Pick<ModelSummary, "downloads" | "likes" | "lastModified">;
  itemClass: string;
}) {
  const { downloads, likes, lastModified } = model;
  return (
    <>
      {typeof downloads === "number" && (
        <span className={itemClass} title="Downloads">
          <DownloadIcon /> {formatCount(downloads)}
          <span className="visually-hidden"> downloads</span>
        </span>
      )}
      {typeof likes === "number" && (
        <span className={itemClass} title="Likes">
          <HeartIcon /> {formatCount(likes)}
          <span className="visually-hidden"> likes</span>
        </span>
      )}
      {typeof lastModified === "string" && lastModified !== "" && (
        <span className={itemClass}>Updated {formatDate(lastModified)}</span>
      )}
    </>
  );
}

/** One model in the list: id, task, library, and its counts where the hub has them. */
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
          <ModelStats model={model} itemClass="meta-item" />
        </span>
      </Link>
    </li>
  );
}
