import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

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
