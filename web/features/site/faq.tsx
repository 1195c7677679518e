import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { faqColumns, faqs, type FaqAnswer, type FaqEntry } from '../../../shared/faq';
import { LawLink, Provenance } from '../../components/provenance';

/**
 * One item open at a time, collapsible; two columns on large screens. Native
 * <details name> is an exclusive accordion: keyboard, screen readers and JavaScript-off all work,
 * at no JavaScript cost. Each answer gives this year's facts first, with their year and source,
 * and earlier years' beneath.
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
                <div className="space-y-3 px-5 pb-4 text-slate-700">
                  <Answer answer={f.answers[0]} calculator={f.taxFigures === true} />
                  {f.answers.slice(1).map((earlier) => (
                    <div
                      key={earlier.year}
                      className="border-l-2 border-slate-200 pl-3 text-sm text-slate-600"
                    >
                      <Answer answer={earlier} earlier />
                    </div>
                  ))}
                </div>
              </FaqItem>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** One year's answer, inside the year and source it rests on. */
function Answer({
  answer,
  calculator,
  earlier,
}: {
  answer: FaqAnswer;
  calculator?: boolean;
  earlier?: boolean;
}) {
  const body = (
    <>
      {earlier && <p className="font-semibold text-slate-700">For {answer.year}</p>}
      <p>{answer.text}</p>
      {!earlier && (answer.year || answer.source || calculator) && (
        <p className="mt-2 text-sm">
          {answer.year && <span className="font-semibold text-brand-900">Applies to {answer.year}</span>}
          {answer.source && (
            <>
              {answer.year && ' · '}
              Source:{' '}
              {answer.sourceUrl ? (
                <LawLink href={answer.sourceUrl} className="underline">
                  {answer.source}
                </LawLink>
              ) : (
                answer.source
              )}
            </>
          )}
          {calculator && (
            <>
              {' · '}
              <a href="/tools/income-tax-calculator" className="text-brand-700 underline">
                Work out your tax with our income tax calculator
              </a>
            </>
          )}
        </p>
      )}
      {earlier && answer.source && <p className="mt-1">Source: {answer.source}</p>}
    </>
  );
  return answer.year && answer.source ? (
    <Provenance year={answer.year} source={answer.source}>
      {body}
    </Provenance>
  ) : (
    <div>{body}</div>
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
