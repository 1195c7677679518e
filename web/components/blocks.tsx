import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

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

/**
 * Marketing figures as a definition list (value above label): white cards, or with `compact` a
 * row of three tinted ones.
 */
export function Claims({
  items,
  compact = false,
}: {
  items: readonly { value: string; label: string }[];
  compact?: boolean;
}) {
  const card = compact ? 'bg-brand-50 text-center' : 'bg-white shadow-sm ring-1 ring-slate-200';
  return (
    <dl className={compact ? 'grid grid-cols-3 gap-3' : 'grid grid-cols-2 gap-3 sm:grid-cols-3'}>
      {items.map((c) => (
        <div key={c.label} className={`flex flex-col-reverse rounded-xl p-4 ${card}`}>
          <dt className={`text-sm ${compact ? 'text-slate-700' : 'text-slate-600'}`}>{c.label}</dt>
          <dd className="text-2xl font-extrabold text-brand-700 sm:text-3xl">{c.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A card in a grid of pages: the linked title (an h2 where the page's sections have no headings of
 * their own, else an h3), a line about it, and what the card adds (a date above, actions below).
 */
export function LinkCard({
  to,
  title,
  text,
  level = 'h3',
  above,
  children,
}: {
  to: string;
  title: string;
  text: string;
  level?: 'h2' | 'h3';
  above?: ReactNode;
  children?: ReactNode;
}) {
  const Heading = level;
  return (
    <li className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      {above}
      <Heading className="text-lg font-semibold text-brand-900">
        <Link to={to} className="hover:underline">
          {title}
        </Link>
      </Heading>
      <p className="mt-2 flex-1 text-slate-700">{text}</p>
      {children}
    </li>
  );
}

/** Short lines, each after a small icon: documents to bring, what a fee includes, reasons. */
export function TickList({
  items,
  icon: Icon,
  iconClass,
  className,
}: {
  items: readonly string[];
  icon: LucideIcon;
  iconClass: string;
  className: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 text-slate-800">
          <Icon aria-hidden="true" size={20} className={`mt-0.5 shrink-0 ${iconClass}`} />
          {item}
        </li>
      ))}
    </ul>
  );
}

export interface Feature {
  title: string;
  text: string;
}

const featureTones = {
  /** On a white section. */
  plain: { card: 'ring-slate-200', title: 'text-brand-900', text: 'text-slate-700' },
  /** On a muted section: white cards. */
  card: { card: 'bg-white ring-slate-200', title: 'text-brand-900', text: 'text-slate-700' },
  /** On a band of the brand colour. */
  dark: { card: 'bg-white/5 ring-white/10', title: '', text: 'text-slate-300' },
};

/**
 * Selling points, benefits, kinds of a service: each a short title and a line in its card, with
 * an icon beside it (or above it, with `iconAbove`) when one is given.
 */
export function FeatureList({
  items,
  className = 'grid gap-5 sm:grid-cols-2',
  tone = 'plain',
  icon: Icon,
  iconClass = 'text-brand-700',
  iconAbove = false,
}: {
  items: readonly (Feature & { icon?: LucideIcon })[];
  className?: string;
  tone?: keyof typeof featureTones;
  icon?: LucideIcon;
  iconClass?: string;
  iconAbove?: boolean;
}) {
  const colours = featureTones[tone];
  return (
    <ul className={className}>
      {items.map((item) => {
        const ItemIcon = item.icon ?? Icon;
        return (
          <li
            key={item.title}
            className={`${ItemIcon && !iconAbove ? 'flex gap-4 ' : ''}rounded-xl p-5 ring-1 ${colours.card}`}
          >
            {ItemIcon && <ItemIcon aria-hidden="true" className={`shrink-0 ${iconClass}`} />}
            <div className={ItemIcon && iconAbove ? 'mt-2' : undefined}>
              <h3 className={`font-semibold ${colours.title}`}>{item.title}</h3>
              <p className={`mt-1 text-sm ${colours.text}`}>{item.text}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
