import { useId, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * Tabs as markup (the WAI-ARIA tabs pattern): the first tab selected, every panel rendered and
 * the inactive ones hidden, so the prerendered page holds all of them. The behaviour (click,
 * arrow keys, Home and End, automatic activation) is web/site/tabs.ts, one listener for every
 * tab list; a few lines instead of a Radix dependency (ADR 0009).
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
  const active = items[0]?.id;
  return (
    <>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={listClassName}>
        {items.map((item) => {
          const selected = item.id === active;
          return (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={`${base}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${base}-panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
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
