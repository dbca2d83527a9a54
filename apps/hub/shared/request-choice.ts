/**
 * One request per model page: the try-it widget and the "Inference Providers" snippets show the same provider,
 * streaming mode and input, and either can change them. A small store the page creates per model (no widget code:
 * it is part of the page's first chunk), read with `useRequestChoice`.
 */
import { useSyncExternalStore } from "react";
import type { ChatCompletionInputMessage } from "@hubkit/tasks";
import type { ChatStructureArgs } from "./widget/chat-json.js";
import type { HubModel, ProviderMapping } from "./hub-types.js";

/** The widget's input as the snippet generator's options take it (`inputs`, or a chat's messages and settings). */
export interface SnippetInput extends ChatStructureArgs {
  inputs?: unknown;
  messages?: ChatCompletionInputMessage[];
  temperature?: number;
  max_tokens?: number;
}

/** What the widget says about its current input. */
export type WidgetRequest =
  /** The widget has not loaded yet: the snippets show the task's sample meanwhile. */
  | { status: "waiting" }
  /** This page has no widget (no task widget, no provider): the snippets show the task's sample. */
  | { status: "none" }
  | {
      status: "ready";
      input: SnippetInput;
      /** Which input it is, in words: `the example “Cheetah” (cheetah.png)`, `your input`. */
      label: string;
      /** What the widget sends that the snippets print their own value for (`candidate labels`, `max_new_tokens`). */
      notInCode: string[];
    }
  /** The input cannot be sent as it is (a temperature of 9): the reason. */
  | { status: "invalid"; message: string };

export interface RequestChoiceState {
  provider: string;
  streaming: boolean;
  request: WidgetRequest;
  /** The snippets panel's language and client tabs: Preview's Copy writes the code in them. */
  language: string;
  client: string;
}

export class RequestChoice {
  private state: RequestChoiceState;
  private readonly listeners = new Set<() => void>();

  constructor(
    /** The model's providers, in the mapping's order. */
    readonly providers: readonly string[],
    initial: { provider: string; streaming: boolean },
  ) {
    if (providers.length > 0 && !providers.includes(initial.provider)) {
      throw new Error(
        `RequestChoice: "${initial.provider}" is not one of the model's providers (${providers.join(", ")})`,
      );
    }
    this.state = { ...initial, request: { status: "waiting" }, language: "python", client: "" };
  }

  readonly get = (): RequestChoiceState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  setProvider(provider: string): void {
    if (!this.providers.includes(provider)) {
      throw new Error(
        `RequestChoice: "${provider}" is not one of the model's providers (${this.providers.join(", ")})`,
      );
    }
    this.update({ provider });
  }

  setStreaming(streaming: boolean): void {
    this.update({ streaming });
  }

  setRequest(request: WidgetRequest): void {
    this.update({ request });
  }

  setSnippetTab(language: string, client: string): void {
    this.update({ language, client });
  }

  private update(patch: Partial<RequestChoiceState>): void {
    const changed = (Object.keys(patch) as Array<keyof RequestChoiceState>).some(
      (key) => patch[key] !== this.state[key],
    );
    if (!changed) return;
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}

export function useRequestChoice(choice: RequestChoice): RequestChoiceState {
  return useSyncExternalStore(choice.subscribe, choice.get, choice.get);
}

/**
 * The store of a model page. The provider both start with: the one the model's recorded examples used, else the
 * mapping's first. Chat streams from the start, as does a model whose recording is a stream.
 */
export function createRequestChoice(model: HubModel, mapping: ProviderMapping): RequestChoice {
  const providers = Object.keys(mapping);
  const recorded = model.offlineDemo?.provider;
  const provider = recorded !== undefined && providers.includes(recorded) ? recorded : (providers[0] ?? "");
  const chat = model.tags.includes("conversational");
  return new RequestChoice(providers, { provider, streaming: model.offlineDemo?.streaming ?? chat });
}
