import type { FormEvent, ReactNode } from 'react';
import { panel, primaryButton, secondaryButton } from './styles';

/**
 * The one filter panel of every dashboard list: a labelled form of fields in a responsive grid.
 * With `onApply` the fields are a draft applied by the Apply button (or Enter); without it the
 * list follows each field as it changes. `onClear` adds a Clear button.
 */
export function FilterPanel({
  children,
  onApply,
  onClear,
  columns = 4,
}: {
  children: ReactNode;
  onApply?: () => void;
  onClear?: () => void;
  /** Columns from the small breakpoint up (the phone shows one). */
  columns?: 3 | 4 | 5;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply?.();
  };
  const grid = {
    3: 'sm:grid-cols-3',
    4: 'sm:grid-cols-2 lg:grid-cols-4',
    5: 'sm:grid-cols-3 lg:grid-cols-5',
  }[columns];
  return (
    <form onSubmit={submit} aria-label="Filters" className={`grid gap-3 ${panel} ${grid}`}>
      {children}
      {(onApply || onClear) && (
        <div className="flex items-end gap-2">
          {onApply && (
            <button type="submit" className={primaryButton}>
              Apply
            </button>
          )}
          {onClear && (
            <button type="button" className={secondaryButton} onClick={onClear}>
              Clear
            </button>
          )}
        </div>
      )}
    </form>
  );
}
