import { ColumnTable } from "../ColumnTable.js";
import type { TableData } from "../../../shared/widget/types.js";

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
  const highlighted = new Set(cells.map(([row, column]) => `${row}:${column}`));
  return (
    <div className="table-answer">
      <p className="answer-line">
        <span className="answer-label">Answer</span> <strong>{answer}</strong>
        {aggregator !== undefined && <span className="aggregator">{aggregator}</span>}
      </p>
      <ColumnTable
        table={table}
        cell={(value, row, _column, c) => {
          const hit = highlighted.has(`${row}:${c}`);
          return (
            <td className={hit ? "cell-hit" : undefined} aria-current={hit ? "true" : undefined}>
              {value}
            </td>
          );
        }}
      />
    </div>
  );
}
