import type { InferenceTarget } from "../lib/settings.js";
import {
  hasChatStructure,
  recordedExample,
  recordedProviders,
  sameInput,
  type RunRequest,
  type WidgetExample,
} from "../../shared/widget/recorded.js";

/** What the widget offers for the current input, provider and target: there is always a way on. */
export type NextStep =
  /** Offline, and this is a recorded example for this provider: Run replays its answer. */
  | { kind: "replay"; example: WidgetExample }
  /**
   * Offline, and nothing was recorded for this input here: preview the request, send it through the real router, or
   * (when other providers have recordings) switch to one of them.
   */
  | {
      kind: "own-input";
      /** `structure`: the input asks for tools or a response schema, which no recording was made with. */
      why: "edited" | "streaming" | "provider" | "structure" | "none";
      /** Other providers with recorded examples. */
      elsewhere: string[];
    }
  /** The real router: Run sends the input, after asking for a token when there is none. */
  | { kind: "live"; tokenSet: boolean };

export function nextStep(args: {
  target: InferenceTarget;
  request: RunRequest;
  examples: readonly WidgetExample[];
  tokenSet: boolean;
}): NextStep {
  if (args.target === "real") return { kind: "live", tokenSet: args.tokenSet };
  const example = recordedExample(args.request, args.examples);
  if (example !== undefined) return { kind: "replay", example };
  const providers = recordedProviders(args.examples);
  const elsewhere = providers.filter((provider) => provider !== args.request.provider);
  const streamedOtherwise = args.examples.some(
    (e) => e.recorded?.provider === args.request.provider && sameInput(e.input, args.request.input),
  );
  const why =
    providers.length === 0
      ? "none"
      : hasChatStructure(args.request.input)
        ? "structure"
        : !providers.includes(args.request.provider)
          ? "provider"
          : streamedOtherwise
            ? "streaming"
            : "edited";
  return { kind: "own-input", why, elsewhere };
}
