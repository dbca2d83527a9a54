/**
 * What "Use this model" and "Run locally" show for one model: made on the server (server/model-uses.ts), carried in
 * the page data, shown by the page (components/LibrarySnippets.tsx, components/LocalApps.tsx).
 */
import type { LibraryUiElement, LocalApp } from "@hubkit/tasks";

/** The model's library as "Use this model" shows it: its catalogue entry's label and links, and its snippets. */
export type LibraryUse = Pick<LibraryUiElement, "prettyLabel" | "repoName" | "repoUrl" | "docsUrl"> & {
  /** The catalogue's key (the record's `library_name`), for the header's link to the library's models. */
  key: string;
  /** Python snippets, GGUF placeholders unfilled. */
  snippets: string[];
  /** Why the library's generator gave no snippet, when it threw. */
  error?: string;
};

/** One titled block of commands. */
export interface SnippetItem {
  title: string;
  code: string;
}

/** What a local app shows: a link that opens it, or its commands, or why its generator failed. */
export type LocalAppContent =
  | {
      kind: "link";
      /** The link without a file (undefined: the app's link is not one a page may open). */
      href: string | undefined;
      /** Where the app's link names the file, the link for each `.gguf` file of the listing the server had. */
      hrefByFile?: Record<string, string>;
    }
  | {
      kind: "snippets";
      /** The commands, GGUF placeholders unfilled (the page fills them with the file a person picks). */
      items: SnippetItem[];
      /**
       * For each `.gguf` file of the listing whose name has no quantization label (so no placeholder can select
       * it), the app's own commands for that file: llama.cpp names it, label-only apps say they cannot select it.
       */
      itemsByFile?: Record<string, SnippetItem[]>;
    }
  | { kind: "error"; message: string };

/** A local app that fits the model, as "Run locally" lists it. */
export type LocalAppUse = Pick<LocalApp, "prettyLabel" | "docsUrl" | "macOSOnly"> & {
  key: string;
  content: LocalAppContent;
};

/** Everything "Use this model" and "Run locally" show for one model. */
export interface ModelUses {
  /** Absent when the record names no library or the catalogue does not know it. */
  library?: LibraryUse;
  localApps: LocalAppUse[];
}
