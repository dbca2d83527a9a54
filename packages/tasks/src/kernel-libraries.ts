import { pythonString } from "./snippets/quote.js";

/** What a kernel's page shows for the library that loads it: labels, links and usage snippets. */
export interface KernelLibraryUiElement {
  /** Display name. */
  prettyLabel: string;
  /** Repository name, as shown next to its link. */
  repoName: string;
  repoUrl: string;
  docsUrl?: string;
  /** Usage code for a kernel repository (and, if given, one of its versions), one string per snippet. */
  snippets?: (kernelId: string, version?: number) => string[];
}

/**
 * `, version=N` for a version Python reads as written (a non-negative integer). Without one, version 1 with a
 * comment: since kernels 0.16 `get_kernel` raises when given neither a version nor a revision.
 */
function versionArgument(version: number | undefined): { line: string; argument: string } {
  if (version !== undefined && Number.isSafeInteger(version) && version >= 0) {
    return { line: "", argument: `, version=${version}` };
  }
  return {
    line: "# version: the kernel's major API version (its repository's v1, v2, ... branches; an error lists them)\n",
    argument: ", version=1",
  };
}

/**
 * The libraries that load compute kernels from the hub, keyed by library id, as @huggingface/tasks 0.21.54 lists them
 * (labels and links; fixtures/hub-registries.json). The snippet is ours: `get_kernel(repo_id, version=...)` of the
 * kernels package.
 */
export const KERNEL_LIBRARIES_UI_ELEMENTS = {
  kernels: {
    prettyLabel: "Kernels",
    repoName: "Kernels",
    repoUrl: "https://github.com/huggingface/kernels",
    docsUrl: "https://huggingface.co/docs/kernels",
    snippets: (kernelId: string, version?: number) => {
      const { line, argument } = versionArgument(version);
      return [
        `# pip install kernels\nfrom kernels import get_kernel\n\n${line}kernel = get_kernel(${pythonString(kernelId)}${argument})`,
      ];
    },
  },
} satisfies Record<string, KernelLibraryUiElement>;

/** The id of a kernel library. */
export type KernelLibraryKey = keyof typeof KERNEL_LIBRARIES_UI_ELEMENTS;
