import { PIPELINE_DATA } from "@hubkit/tasks";
import { Link } from "../lib/router.js";

/** The pipeline tag as a badge in its task colour, linking to the task page. */
export function TaskBadge({ tag, link = true }: { tag: string | undefined; link?: boolean }) {
  if (tag === undefined) return null;
  const data = (PIPELINE_DATA as Record<string, { name: string; color: string } | undefined>)[tag];
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
