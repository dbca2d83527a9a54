import { ColumnTable } from "../ColumnTable.js";
import { rowCount, type TableData } from "../../../shared/widget/types.js";

/** An editable table (column -> cells): edit cells in place, add or remove rows. */
export function TableEditor({
  table,
  onChange,
  caption,
}: {
  table: TableData;
  onChange: (table: TableData) => void;
  caption: string;
}) {
  const columns = Object.keys(table);
  const rows = rowCount(table);
  const setCell = (column: string, row: number, value: string) => {
    const cells = [...(table[column] ?? [])];
    cells[row] = value;
    onChange({ ...table, [column]: cells });
  };
  const addRow = () => onChange(Object.fromEntries(columns.map((column) => [column, [...(table[column] ?? []), ""]])));
  const removeRow = () =>
    onChange(
      Object.fromEntries(columns.map((column) => [column, (table[column] ?? []).slice(0, Math.max(0, rows - 1))])),
    );
  return (
    <div className="table-editor">
      <ColumnTable
        table={table}
        caption={caption}
        rows={rows}
        cell={(value, row, column) => (
          <td>
            <input
              type="text"
              aria-label={`${column}, row ${row + 1}`}
              value={value}
              onChange={(event) => setCell(column, row, event.target.value)}
            />
          </td>
        )}
      />
      {columns.length > 0 && (
        <div className="row-actions">
          <button type="button" className="button-quiet" onClick={addRow}>
            Add row
          </button>
          <button type="button" className="button-quiet" onClick={removeRow} disabled={rows === 0}>
            Remove last row
          </button>
        </div>
      )}
    </div>
  );
}
