import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { runTask } from "../../lib/request.js";
import type { BaseArgs, Options } from "../../types.js";

export type TabularClassificationArgs = BaseArgs & {
  inputs: {
    /** The table: column name to the column's values, every column the same length. */
    data: Record<string, string[]>;
  };
};

/** One prediction per row. */
export type TabularClassificationOutput = number[];

/** Predicts a class for each row of a table. Example model: vvmnnnkv/wine-quality. */
export async function tabularClassification(
  args: TabularClassificationArgs,
  options?: Options,
): Promise<TabularClassificationOutput> {
  const helper = findProviderHelper(options?.providers, args.provider ?? "hf-inference", "tabular-classification");
  return runTask(args, helper, { ...options, task: "tabular-classification" });
}
