import type { ReactNode } from 'react';

/** A table's column headings; a heading given as `{ srOnly }` is read by screen readers only. */
export function TableHead({
  columns,
  compact,
}: {
  columns: (string | { srOnly: string })[];
  compact?: boolean;
}) {
  return (
    <thead className={compact ? 'text-slate-600' : 'border-b border-slate-200 bg-slate-50 text-slate-600'}>
      <tr>
        {columns.map((c) => (
          <th
            key={typeof c === 'string' ? c : c.srOnly}
            scope="col"
            className={compact ? 'py-2 pr-3 font-semibold' : 'px-4 py-3 font-semibold'}
          >
            {typeof c === 'string' ? c : <span className="sr-only">{c.srOnly}</span>}
          </th>
        ))}
      </tr>
    </thead>
  );
}

type Columns = (string | { srOnly: string })[];

/**
 * A dashboard list as a table in a white card that scrolls sideways on phones. `minWidth` is a
 * Tailwind class (e.g. 'min-w-[52rem]') for tables too wide to squeeze.
 */
export function DataTable({
  columns,
  minWidth = '',
  className = '',
  children,
}: {
  columns: Columns;
  minWidth?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 ${className}`}
    >
      <table className={`w-full text-left text-sm ${minWidth}`}>
        <TableHead columns={columns} />
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

/** A row across the whole table saying why there are no rows (loading, nothing matches). */
export function TableMessage({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-6 text-center text-slate-600">
        {children}
      </td>
    </tr>
  );
}

/** An on/off state as a pill: green when on. */
export function OnOffPill({ on, children }: { on: boolean; children: ReactNode }) {
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        on ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'
      }`}
    >
      {children}
    </span>
  );
}
