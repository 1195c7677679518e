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
