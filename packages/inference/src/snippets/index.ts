// The inference snippet generator (issue 6) lives in this folder; its entry point is exported here as the
// `snippets` namespace of the package. Empty until that work lands.
export {};
