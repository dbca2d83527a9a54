import { useId, useState } from "react";
import type { GGUFTensorInfo } from "@hubkit/gguf";
import { tensorTypeName } from "../lib/gguf-header.js";

/** Rows per page of the tensor table: a header can list thousands of tensors, the page shows a page at a time. */
export const TENSORS_PER_PAGE = 100;

/**
 * The file's tensors, on demand: a button, then a table of name, type and shape, paged. The header is already read;
 * this only keeps thousands of rows out of the page until they are asked for.
 */
export function GgufTensors({ tensors }: { tensors: readonly GGUFTensorInfo[] }) {
  const [shown, setShown] = useState(false);
  const [page, setPage] = useState(0);
  const captionId = useId();
  const pages = Math.max(1, Math.ceil(tensors.length / TENSORS_PER_PAGE));
  const current = Math.min(page, pages - 1);
  const rows = tensors.slice(current * TENSORS_PER_PAGE, (current + 1) * TENSORS_PER_PAGE);
  if (!shown) {
    return (
      <button type="button" className="button-quiet" onClick={() => setShown(true)}>
        Show the {tensors.length.toLocaleString("en")} tensors
      </button>
    );
  }
  const first = current * TENSORS_PER_PAGE + 1;
  return (
    <div className="gguf-tensors">
      {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Tensors of the file">
        <table aria-describedby={captionId}>
          <thead>
            <tr>
              <th scope="col">Tensor</th>
              <th scope="col">Type</th>
              <th scope="col">Shape</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((tensor, i) => (
              <tr key={`${first + i}`}>
                <td>
                  <code>{tensor.name}</code>
                </td>
                <td>{tensorTypeName(tensor.dtype)}</td>
                <td>{tensor.shape.map(String).join(" × ")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="pager">
        <button type="button" className="button-quiet" disabled={current === 0} onClick={() => setPage(current - 1)}>
          Previous
        </button>
        <span id={captionId} aria-live="polite">
          Tensors {first.toLocaleString("en")}–{(first + rows.length - 1).toLocaleString("en")} of{" "}
          {tensors.length.toLocaleString("en")}
        </span>
        <button
          type="button"
          className="button-quiet"
          disabled={current >= pages - 1}
          onClick={() => setPage(current + 1)}
        >
          Next
        </button>
      </div>
    </div>
  );
}
