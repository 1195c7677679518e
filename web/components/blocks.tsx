import type { ReactNode } from 'react';

/** What an inner page's hero says. */
export interface HeroCopy {
  /** The small line above the heading. */
  eyebrow?: string;
  /** The page's one h1. */
  heading: string;
  lead?: string;
}

/** The top band of an inner page: one h1, a lead paragraph, optional actions. */
export function PageHero({ eyebrow, heading, lead, children }: HeroCopy & { children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
          {heading}
        </h1>
        {lead && <p className="mt-4 max-w-2xl text-lg text-slate-700">{lead}</p>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}

export function Section({
  title,
  intro,
  children,
  tone = 'white',
  id,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  tone?: 'white' | 'muted';
  id?: string;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section aria-labelledby={headingId} className={tone === 'muted' ? 'bg-slate-50' : 'bg-white'}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-16">
        <h2 id={headingId} className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {title}
        </h2>
        {intro && <p className="mt-3 max-w-3xl text-slate-700">{intro}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

/** Marketing figures as a definition list (value above label). */
export function Claims({ items }: { items: readonly { value: string; label: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {items.map((c) => (
        <div
          key={c.label}
          className="flex flex-col-reverse rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <dt className="text-sm text-slate-600">{c.label}</dt>
          <dd className="text-2xl font-extrabold text-brand-700 sm:text-3xl">{c.value}</dd>
        </div>
      ))}
    </dl>
  );
}
