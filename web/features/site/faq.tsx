import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { faqColumns, faqs, type FaqEntry } from '../../../shared/site-content';

/**
 * One item open at a time, collapsible; two columns on large screens. Native
 * <details name> is an exclusive accordion: keyboard, screen readers and JavaScript-off all work,
 * at no JavaScript cost.
 */
export function Faq({ columns }: { columns: FaqColumn[] }) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {columns.map((column) => (
        <div key={column.title}>
          <h3 className="mb-3 text-lg font-semibold text-brand-900">{column.title}</h3>
          <div className="divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
            {column.entries.map((f) => (
              <FaqItem key={f.question} question={f.question} name="faq">
                <div className="px-5 pb-4 text-slate-700">
                  <p>{f.answer}</p>
                  <p className="mt-2 text-sm">
                    <span className="font-semibold text-brand-900">Applies to {f.financialYear}</span>
                    {f.taxFigures && (
                      <>
                        {' · '}
                        <a href="/tools/income-tax-calculator" className="text-brand-700 underline">
                          Work out your tax with our income tax calculator
                        </a>
                      </>
                    )}
                  </p>
                </div>
              </FaqItem>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

export interface FaqColumn {
  title: string;
  entries: FaqEntry[];
}

/** The FAQ grouped into its columns; called by loaders, so the answers ship in the HTML. */
export function faqData(): FaqColumn[] {
  return faqColumns.map((column) => ({
    title: column.title,
    entries: faqs.filter((f) => column.categories.includes(f.category)),
  }));
}

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
