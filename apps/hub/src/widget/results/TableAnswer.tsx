import type { TableData } from "../types.js";

/** The answer to a table question, with the cells it came from highlighted in the table. */
export function TableAnswer({
  table,
  answer,
  aggregator,
  cells,
}: {
  table: TableData;
  answer: string;
  aggregator?: string;
  cells: ReadonlyArray<[number, number]>;
}) {
  const columns = Object.keys(table);
  const rows = Math.max(0, ...columns.map((column) => table[column]?.length ?? 0));
  const highlighted = new Set(cells.map(([row, column]) => `${row}:${column}`));
  return (
    <div className="table-answer">
      <p className="answer-line">
        <span className="answer-label">Answer</span> <strong>{answer}</strong>
        {aggregator !== undefined && <span className="aggregator">{aggregator}</span>}
      </p>
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: rows }, (_, row) => (
              <tr key={row}>
                {columns.map((column, c) => {
                  const hit = highlighted.has(`${row}:${c}`);
                  return (
                    <td key={column} className={hit ? "cell-hit" : undefined} aria-current={hit ? "true" : undefined}>
                      {table[column]?.[row] ?? ""}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
