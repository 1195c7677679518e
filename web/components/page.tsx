import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The parts every dashboard page is made of: its title, its figures, its loading states. */

/** A figure on a dashboard: a number and what it counts, a link when there is a list behind it. */
export function StatCard({ label, value, to }: { label: string; value: number; to?: string }) {
  const body = (
    <>
      <span className="block text-2xl font-extrabold text-brand-900 sm:text-3xl">
        {value.toLocaleString('en-IN')}
      </span>
      <span className="mt-1 block text-sm text-slate-600">{label}</span>
    </>
  );
  return (
    <li>
      {to ? (
        <Link
          to={to}
          className="block h-full rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600 sm:p-5"
        >
          {body}
        </Link>
      ) : (
        <div className="h-full rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">{body}</div>
      )}
    </li>
  );
}

export function PageTitle({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-xl font-bold text-brand-900">{children}</h1>
      {action}
    </div>
  );
}

/** Loading, failure and empty states said the same way everywhere. */
export function QueryState({ pending, error, empty }: { pending: boolean; error: unknown; empty?: string }) {
  if (pending) return <p className="text-sm text-slate-600">Loading…</p>;
  if (error)
    return (
      <p role="alert" className="text-sm text-red-700">
        {error instanceof Error ? error.message : String(error)}
      </p>
    );
  return empty ? <p className="text-sm text-slate-600">{empty}</p> : null;
}

/** A titled row of figures (the list's name is what a screen reader announces). */
export function StatCards({
  label,
  cards,
}: {
  label: string;
  cards: { label: string; value: number; to?: string }[];
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label={label}>
      {cards.map((c) => (
        <StatCard key={c.label} {...c} />
      ))}
    </ul>
  );
}
