import { useId, type ReactNode } from "react";
import type { FactSource, HubModel, SampleFacts } from "../../shared/hub-types.js";
import { hubModelHref, licenseHref, modelHref } from "../../shared/links.js";
import { formatParameters, modelMeta, type BaseModelRelation } from "../../shared/model-meta.js";
import { Link } from "../lib/router.js";
import { ExternalLink, siteOf } from "./ExternalLink.js";
import { formatDate } from "./ModelCard.js";

const RELATION_LABELS: Record<BaseModelRelation, string> = {
  adapter: "Adapter of",
  finetune: "Fine-tuned from",
  quantized: "Quantized from",
  merge: "Merged from",
};

const SOURCE_LABELS: Record<keyof SampleFacts, string> = {
  license: "license",
  gated: "access",
  baseModels: "base model",
  files: "files",
  summary: "card summary",
};

/**
 * Where the sample catalogue read the facts this card shows (its records only), each a link to its page; `shown`
 * says which of them the card shows (an access that is not gated is not shown, so neither is its source).
 */
function FactSources({ facts, shown: keys }: { facts: SampleFacts; shown: ReadonlyArray<keyof SampleFacts> }) {
  const shown: Array<[string, FactSource]> = [];
  for (const key of keys) {
    const source = facts[key];
    if (source !== undefined) shown.push([SOURCE_LABELS[key], source]);
  }
  return (
    <p className="fact-sources">
      Sources:{" "}
      {shown.map(([label, source], i) => (
        <span key={label}>
          {i > 0 && " · "}
          <ExternalLink href={source.url} site={false}>
            {label} on {siteOf(source.url)}
          </ExternalLink>{" "}
          (read {formatDate(source.read)})
        </span>
      ))}
    </p>
  );
}

/** Model details: license and access, size and tensor types, base models (by relation), datasets and languages. */
export function ModelDetails({
  model,
  frontMatter,
  hubUrl,
}: {
  model: HubModel;
  frontMatter: Record<string, unknown> | undefined;
  /** The hub that links leaving this app lead to (a base model the catalogue lacks, a license file). */
  hubUrl: string;
}) {
  const headingId = useId();
  const meta = modelMeta(model, frontMatter);
  const rows: Array<[string, ReactNode]> = [];
  if (meta.license !== undefined) {
    const link = meta.licenseLink === undefined ? undefined : licenseHref(hubUrl, model.id, meta.licenseLink);
    rows.push([
      "License",
      <span className="detail-value license-value">
        {meta.license}
        {meta.nonCommercial && <span className="pill pill-warn">Non-commercial</span>}
        {link !== undefined && (
          <ExternalLink href={link} className="detail-link">
            License text
          </ExternalLink>
        )}
      </span>,
    ]);
  }
  if (meta.license === undefined && model.sampleFacts?.license.declared === false) {
    rows.push(["License", <span className="detail-value">No license declared by the repository</span>]);
  }
  if (meta.gated) {
    const page = hubModelHref(hubUrl, model.id);
    rows.push([
      "Access",
      <span className="detail-value">
        <span className="pill pill-warn">Gated</span> Its files open once you accept its conditions on{" "}
        {page === undefined ? "the hub" : <ExternalLink href={page}>the model&rsquo;s page</ExternalLink>}
      </span>,
    ]);
  }
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
        {bases.map((base) => {
          // A base model the local catalogue lacks is linked on the hub, not to a local "Model not found".
          const elsewhere =
            model.notInCatalogue?.includes(base.id) === true ? hubModelHref(hubUrl, base.id) : undefined;
          return (
            <li key={base.id}>
              {elsewhere === undefined ? (
                <Link href={modelHref(base.id)}>{base.id}</Link>
              ) : (
                <ExternalLink href={elsewhere}>{base.id}</ExternalLink>
              )}
            </li>
          );
        })}
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
      {model.sampleFacts !== undefined && (
        <FactSources
          facts={model.sampleFacts}
          shown={[
            "license",
            ...(meta.gated ? ["gated" as const] : []),
            ...(meta.baseModels.length > 0 ? ["baseModels" as const] : []),
          ]}
        />
      )}
    </section>
  );
}
