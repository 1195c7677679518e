import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * The WAI-ARIA tabs pattern (automatic activation): one tab stop, arrow keys, Home and End move
 * between tabs and show their panel. Every panel is rendered (inactive ones hidden), so the
 * prerendered page holds all of them. A few lines instead of a Radix dependency: pricing is
 * within its JavaScript budget only without one (ADR 0009).
 */
export function Tabs({
  label,
  items,
  listClassName,
  tabClassName,
  panelClassName,
}: {
  label: string;
  items: TabItem[];
  listClassName?: string;
  tabClassName?: string;
  panelClassName?: string;
}) {
  const base = useId();
  const [active, setActive] = useState(items[0]?.id);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    setActive(items[next]!.id);
    tabs.current[next]?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={listClassName}>
        {items.map((item, i) => {
          const selected = item.id === active;
          return (
            <button
              key={item.id}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${base}-panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
              onClick={() => setActive(item.id)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={tabClassName}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          tabIndex={0}
          hidden={item.id !== active}
          className={panelClassName}
        >
          {item.panel}
        </div>
      ))}
    </>
  );
}
