import { ColumnTable } from "../ColumnTable.js";
import type { TableData } from "../../../shared/widget/types.js";

/** Tabular predictions: the input rows with the predicted value as a last column. */
export function PredictionsTable({
  table,
  predictions,
}: {
  table: TableData;
  predictions: ReadonlyArray<string | number>;
}) {
  return (
    <ColumnTable
      table={table}
      rows={predictions.length}
      extraColumn={{
        head: "Prediction",
        headClassName: "prediction-head",
        cell: (row) => <td className="cell-hit">{String(predictions[row])}</td>,
      }}
    />
  );
}
