import { PIPELINE_DATA, type PipelineData } from "@hubkit/tasks";
import { ownEntry } from "../../shared/lookup.js";
import { Link } from "../lib/router.js";

/** The pipeline tag as a badge in its task colour, linking to the task page. */
export function TaskBadge({ tag, link = true }: { tag: string | undefined; link?: boolean }) {
  if (tag === undefined) return null;
  const data = ownEntry<PipelineData>(PIPELINE_DATA, tag);
  const content = (
    <>
      <span className="task-dot" aria-hidden="true" />
      {data?.name ?? tag}
    </>
  );
  const className = `task-badge color-${data?.color ?? "gray"}`;
  return link && data !== undefined ? (
    <Link href={`/tasks/${tag}`} className={className}>
      {content}
    </Link>
  ) : (
    <span className={className}>{content}</span>
  );
}
