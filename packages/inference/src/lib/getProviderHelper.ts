// The provider registry lives in providers/registry.ts; this re-export keeps the counterpart's module path.
export { getProviderHelper, PROVIDERS } from "../providers/registry.js";
