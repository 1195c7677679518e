import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A titled list of the latest records, with a link to all of them. */
export function LatestPanel({
  id,
  title,
  all,
  empty,
  wide,
  children,
}: {
  id: string;
  title: string;
  all: { to: string; label: string };
  /** Shown instead of the list when there is nothing to list. */
  empty?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 ${wide ? 'lg:col-span-2' : ''}`}
    >
      <div className="flex items-baseline justify-between">
        <h2 id={id} className="font-semibold text-brand-900">
          {title}
        </h2>
        <Link to={all.to} className="text-sm font-medium text-brand-700 hover:underline">
          {all.label}
        </Link>
      </div>
      {empty ? (
        <p className="mt-4 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 text-sm">{children}</ul>
      )}
    </section>
  );
}
