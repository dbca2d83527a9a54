import type { ProviderMapping } from "../../shared/hub-types.js";

/** Radio buttons for the providers that serve a model; staging ones are marked. */
export function ProviderPicker({
  mapping,
  selected,
  onSelect,
  name,
}: {
  mapping: ProviderMapping;
  selected: string;
  onSelect: (provider: string) => void;
  name: string;
}) {
  return (
    <fieldset className="provider-picker">
      <legend>Provider</legend>
      <div className="provider-options">
        {Object.entries(mapping).map(([provider, entry]) => (
          <label key={provider} className={`provider-option${provider === selected ? " selected" : ""}`}>
            <input
              type="radio"
              name={name}
              value={provider}
              checked={provider === selected}
              onChange={() => onSelect(provider)}
            />
            <span className="provider-name">{provider}</span>
            {entry.status === "staging" && <span className="pill pill-warn">staging</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
