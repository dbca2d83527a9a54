/**
 * A download-count query of the hub's search index (Elasticsearch query-string syntax), e.g.
 * `path_extension:"gguf"`. Fields: `path` (the file path), `path_prefix` (its folder, with the trailing
 * slash), `path_extension`, `path_filename` (the name without extension). Libraries without a query are
 * counted by the hub's default files (config.json and the like).
 */
export type ElasticSearchQuery = string;
