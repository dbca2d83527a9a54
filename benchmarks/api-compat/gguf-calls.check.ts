// Written by hand, beside the generated gguf.check.ts: the functions whose metadata typing differs by design (see
// exceptions.ts, METADATA_VALUES) still take 0.4.6's calls and give results 0.4.6's callers can hold. What the
// generated pending checks add on top (no named metadata key missing) is the difference by design.
import type * as P from "@huggingface/gguf";
import type * as O from "@hubkit/gguf";
import type { Assignable } from "./compat.js";

export type GgufCalls = [
  Assignable<typeof O.gguf, typeof P.gguf>,
  Assignable<typeof O.ggufAllShards, typeof P.ggufAllShards>,
  Assignable<typeof O.serializeGgufMetadata, typeof P.serializeGgufMetadata>,
  Assignable<typeof O.buildGgufHeader, typeof P.buildGgufHeader>,
  // A parse result of ours is a parse result of 0.4.6's (the other way needs the metadata checked first).
  Assignable<O.GGUFParseOutput, P.GGUFParseOutput>,
  Assignable<O.GGUFTensorInfo, P.GGUFTensorInfo>,
];
