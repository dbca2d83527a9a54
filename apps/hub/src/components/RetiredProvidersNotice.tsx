import type { RetiredProvider } from "../../shared/retired-providers.js";

/**
 * Said on a model page whose record maps the model only to providers the router no longer serves: none of
 * them can be tried here, and the snippets show none.
 */
export function RetiredProvidersNotice({ retired }: { retired: readonly RetiredProvider[] }) {
  if (retired.length === 0) return null;
  return (
    <div className="card retired-notice" role="note">
      <h2>No live inference provider</h2>
      <p>
        This model is mapped only to{" "}
        {retired.map(({ provider, since }, index) => (
          <span key={provider}>
            {index > 0 && (index === retired.length - 1 ? " and " : ", ")}
            <strong>{provider}</strong> (retired from the router on <time dateTime={since}>{since}</time>)
          </span>
        ))}
        . Calls through the router to a retired provider fail; with the provider's own API key the client still reaches
        its API where that API exists.
      </p>
    </div>
  );
}
