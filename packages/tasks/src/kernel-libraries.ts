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

/** `, version=N` when the version is one Python reads as written (a non-negative integer), else nothing. */
function versionArgument(version: number | undefined): string {
  return version !== undefined && Number.isSafeInteger(version) && version >= 0 ? `, version=${version}` : "";
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
    snippets: (kernelId: string, version?: number) => [
      `# pip install kernels\nfrom kernels import get_kernel\n\nkernel = get_kernel(${pythonString(kernelId)}${versionArgument(version)})`,
    ],
  },
} satisfies Record<string, KernelLibraryUiElement>;

/** The id of a kernel library. */
export type KernelLibraryKey = keyof typeof KERNEL_LIBRARIES_UI_ELEMENTS;
