import { useId, type ReactNode } from "react";
import type { HubModel } from "../hub-types.js";
import { modelHref } from "../lib/links.js";
import { formatParameters, modelMeta, type BaseModelRelation } from "../lib/model-meta.js";
import { Link } from "../lib/router.js";

const RELATION_LABELS: Record<BaseModelRelation, string> = {
  adapter: "Adapter of",
  finetune: "Fine-tuned from",
  quantized: "Quantized from",
  merge: "Merged from",
};

/** Model details: license, size and tensor types, base models (by relation), datasets and languages. */
export function ModelDetails({
  model,
  frontMatter,
}: {
  model: HubModel;
  frontMatter: Record<string, unknown> | undefined;
}) {
  const headingId = useId();
  const meta = modelMeta(model, frontMatter);
  const rows: Array<[string, ReactNode]> = [];
  if (meta.license !== undefined) rows.push(["License", <span className="detail-value">{meta.license}</span>]);
  if (meta.parameters !== undefined) {
    rows.push([
      "Parameters",
      <span className="detail-value" title={meta.parameters.toLocaleString("en")}>
        {formatParameters(meta.parameters)}
      </span>,
    ]);
  }
  if (meta.tensorTypes.length > 0) {
    rows.push([
      "Tensor types",
      <ul className="detail-chips">
        {meta.tensorTypes.map(({ type, count }) => (
          <li key={type} className="tag" title={`${count.toLocaleString("en")} parameters`}>
            {type} · {formatParameters(count)}
          </li>
        ))}
      </ul>,
    ]);
  }
  if (meta.gguf?.architecture !== undefined) {
    rows.push(["Architecture", <span className="detail-value">{meta.gguf.architecture}</span>]);
  }
  if (meta.gguf?.contextLength !== undefined) {
    rows.push(["Context length", <span className="detail-value">{meta.gguf.contextLength.toLocaleString("en")}</span>]);
  }
  for (const relation of ["adapter", "finetune", "quantized", "merge"] as const) {
    const bases = meta.baseModels.filter((base) => base.relation === relation);
    if (bases.length === 0) continue;
    rows.push([
      RELATION_LABELS[relation],
      <ul className="detail-list">
        {bases.map((base) => (
          <li key={base.id}>
            <Link href={modelHref(base.id)}>{base.id}</Link>
          </li>
        ))}
      </ul>,
    ]);
  }
  if (meta.datasets.length > 0) {
    rows.push([
      meta.datasets.length === 1 ? "Dataset" : "Datasets",
      <ul className="detail-chips">
        {meta.datasets.map((dataset) => (
          <li key={dataset} className="tag">
            {dataset}
          </li>
        ))}
      </ul>,
    ]);
  }
  if (meta.languages.length > 0) {
    rows.push([
      meta.languages.length === 1 ? "Language" : "Languages",
      <ul className="detail-chips">
        {meta.languages.map((language) => (
          <li key={language} className="tag">
            {language}
          </li>
        ))}
      </ul>,
    ]);
  }
  return (
    <section className="card model-details" aria-labelledby={headingId}>
      <h2 id={headingId}>Model details</h2>
      {rows.length === 0 ? (
        <p className="muted">The repository states no license, size, base model or datasets.</p>
      ) : (
        <dl className="details-list">
          {rows.map(([term, value]) => (
            <div key={term} className="details-row">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
