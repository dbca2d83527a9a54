import type { TableData } from "../types.js";

/** Tabular predictions: the input rows with the predicted value as a last column. */
export function PredictionsTable({
  table,
  predictions,
}: {
  table: TableData;
  predictions: ReadonlyArray<string | number>;
}) {
  const columns = Object.keys(table);
  return (
    <div className="table-scroll">
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col" className="prediction-head">
              Prediction
            </th>
          </tr>
        </thead>
        <tbody>
          {predictions.map((prediction, row) => (
            <tr key={row}>
              {columns.map((column) => (
                <td key={column}>{table[column]?.[row] ?? ""}</td>
              ))}
              <td className="cell-hit">{String(prediction)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
