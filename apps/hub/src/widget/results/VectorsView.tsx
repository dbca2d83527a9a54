/** Feature-extraction output: the array's shape and the first vector drawn as a strip of coloured cells. */
export function VectorsView({ shape, values }: { shape: readonly number[]; values: readonly number[] }) {
  const shown = values.slice(0, 96);
  const max = Math.max(1e-9, ...shown.map((value) => Math.abs(value)));
  return (
    <figure className="vectors">
      <figcaption>
        Embedding shape <code>[{shape.join(", ")}]</code> · first {shown.length} of {values.length} values
      </figcaption>
      <div
        className="vector-strip"
        role="img"
        aria-label={`First values: ${shown
          .slice(0, 8)
          .map((v) => v.toFixed(3))
          .join(", ")}…`}
      >
        {shown.map((value, i) => (
          <span
            key={i}
            title={value.toFixed(4)}
            style={{
              background:
                value >= 0 ? `rgb(37 99 235 / ${Math.abs(value) / max})` : `rgb(220 38 38 / ${Math.abs(value) / max})`,
            }}
          />
        ))}
      </div>
    </figure>
  );
}
