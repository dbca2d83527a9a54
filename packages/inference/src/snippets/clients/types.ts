import type { InferenceSnippetLanguage } from "@hubkit/tasks";
import type { SnippetContext } from "../context.js";
import type { InferenceProvider } from "../../spec/index.js";
import type { SnippetShape } from "../shapes.js";

/** Prints one snippet, or declines (undefined) when the client cannot serve this model and provider. */
export type Printer = (ctx: SnippetContext) => string | undefined;

/** One client of one language: a printer per shape it can show. */
export interface SnippetClient {
  language: InferenceSnippetLanguage;
  client: string;
  /**
   * The client sends the request itself (requests, fetch, curl), so it can only show requests built
   * synchronously from the arguments; providers that prepare inputs asynchronously (fal-ai reads audio
   * into a data URL) are left to the hub clients.
   */
  rawHttp: boolean;
  /** The only providers the client talks to (a provider's own client library); absent: every provider. */
  providers?: readonly InferenceProvider[];
  printers: Readonly<Partial<Record<SnippetShape, Printer>>>;
}
