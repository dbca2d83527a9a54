import type { ModelData } from "../model-data.js";
import type { PipelineType } from "../pipelines.js";

/** One way to run a model in a local app: a title, an optional setup step, and the commands. */
export interface LocalAppSnippet {
  title: string;
  /** A step to run once beforehand (install, download). */
  setup?: string;
  /** The command(s) to run. */
  content: string | string[];
}

/** An app that runs models on the user's machine, offered on a model page next to the libraries. */
export type LocalApp = {
  prettyLabel: string;
  docsUrl: string;
  /** The task the app is mostly used for. */
  mainTask: PipelineType;
  macOSOnly?: boolean;
  comingSoon?: boolean;
  /** Whether the model page offers this app for a model: only where the repository has what the app runs. */
  displayOnModelPage: (model: ModelData) => boolean;
} & (
  | {
      /** A link that opens the app on the model (and file, when one is chosen). */
      deeplink: (model: ModelData, filepath?: string) => URL;
    }
  | {
      /** Commands to paste in a terminal. */
      snippet: (model: ModelData, filepath?: string) => string | string[] | LocalAppSnippet | LocalAppSnippet[];
    }
);
