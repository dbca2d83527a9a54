import type { TableData } from "../types.js";

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
  const rows = Math.max(0, ...columns.map((column) => table[column]?.length ?? 0));
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
      <div className="table-scroll">
        <table>
          <caption>{caption}</caption>
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
                {columns.map((column) => (
                  <td key={column}>
                    <input
                      type="text"
                      aria-label={`${column}, row ${row + 1}`}
                      value={table[column]?.[row] ?? ""}
                      onChange={(event) => setCell(column, row, event.target.value)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
