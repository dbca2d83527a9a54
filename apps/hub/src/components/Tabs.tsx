import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";

export interface TabItem {
  id: string;
  label: ReactNode;
  /** Extra text for screen readers, e.g. "staging". */
  description?: string;
}

interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  children: ReactNode;
  size?: "normal" | "small";
}

/**
 * WAI-ARIA tabs: one tab stop for the list (roving tabindex), arrow keys, Home and End move and select, the panel
 * is labelled by its tab.
 */
export function Tabs({ label, tabs, selected, onSelect, children, size = "normal" }: TabsProps) {
  const base = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const current = tabs.some((tab) => tab.id === selected) ? selected : tabs[0]?.id;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === current);
    const last = tabs.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined || tabs.length === 0) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length]!;
    onSelect(next.id);
    refs.current.get(next.id)?.focus();
  };

  return (
    <div className={`tabs tabs-${size}`}>
      <div role="tablist" aria-label={label} className="tablist" onKeyDown={move}>
        {tabs.map((tab) => {
          const isSelected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${base}-panel`}
              aria-description={tab.description}
              tabIndex={isSelected ? 0 : -1}
              className="tab"
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${current}`} className="tabpanel">
        {children}
      </div>
    </div>
  );
}
