import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

const summaryClass =
  'flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium text-slate-900 hover:text-brand-700 [&::-webkit-details-marker]:hidden';
const chevronClass = 'shrink-0 transition group-open:rotate-180';

/**
 * One question of a FAQ as a native <details>: keyboard, screen readers and JavaScript-off all
 * work. Items that share a `name` form an exclusive accordion (one open at a time).
 */
export function FaqItem({
  question,
  name,
  children,
}: {
  question: string;
  name?: string;
  children: ReactNode;
}) {
  return (
    <details name={name} className="group">
      <summary className={summaryClass}>
        {question}
        <ChevronDown aria-hidden="true" size={18} className={chevronClass} />
      </summary>
      {children}
    </details>
  );
}
