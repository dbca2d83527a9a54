import { Fragment, type ReactNode } from "react";
import { rowCount, type TableData } from "../../shared/widget/types.js";

interface ColumnTableProps {
  table: TableData;
  caption?: string;
  /** How many rows to show: the longest column unless said. */
  rows?: number;
  /** The `<td>` of one cell; plain text unless said. */
  cell?: (value: string, row: number, column: string, columnIndex: number) => ReactNode;
  /** A column after the table's own, e.g. the predictions of tabular models. */
  extraColumn?: { head: ReactNode; headClassName?: string; cell: (row: number) => ReactNode };
}

const plainCell = (value: string) => <td>{value}</td>;

/** A column table (column -> cells) with its header row, in a box that scrolls sideways when it is too wide. */
export function ColumnTable({
  table,
  caption,
  rows = rowCount(table),
  cell = plainCell,
  extraColumn,
}: ColumnTableProps) {
  const columns = Object.keys(table);
  return (
    <div className="table-scroll">
      <table>
        {caption !== undefined && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            {extraColumn !== undefined && (
              <th scope="col" className={extraColumn.headClassName}>
                {extraColumn.head}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row}>
              {columns.map((column, c) => (
                <Fragment key={column}>{cell(table[column]?.[row] ?? "", row, column, c)}</Fragment>
              ))}
              {extraColumn?.cell(row)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
