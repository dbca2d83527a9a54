import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { runTask } from "../../lib/request.js";
import type { BaseArgs, Options } from "../../types.js";

export type TabularRegressionArgs = BaseArgs & {
  inputs: {
    /** The table: column name to the column's values, every column the same length. */
    data: Record<string, string[]>;
  };
};

/** One prediction per row. */
export type TabularRegressionOutput = number[];

/** Predicts a value for each row of a table. Example model: scikit-learn/Fish-Weight. */
export async function tabularRegression(
  args: TabularRegressionArgs,
  options?: Options,
): Promise<TabularRegressionOutput> {
  const helper = findProviderHelper(options?.providers, args.provider ?? "hf-inference", "tabular-regression");
  return runTask(args, helper, { ...options, task: "tabular-regression" });
}
