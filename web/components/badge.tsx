import type { ReactNode } from 'react';

/**
 * A status as a small pill: its words on a tone (background and text classes) that tells the
 * states apart at a glance. `label` is read before the words by screen readers (e.g. 'Status: ').
 */
export function Badge({ tone, label, children }: { tone: string; label?: string; children: ReactNode }) {
  return (
    <span
      className={`inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}
    >
      {label && <span className="sr-only">{label}</span>}
      {children}
    </span>
  );
}
