import { Clock, ShieldCheck, UserCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { InquiryForm } from '../features/inquiry/inquiry-form';
import { PageHero } from '../components/blocks';
import type { Route } from './+types/consultation';
import { pageCopy } from '../features/site/page-copy.server';
import { copyMeta } from '../features/site/page-meta';

export const loader = () => ({ page: pageCopy('/consultation') });

export const meta = copyMeta;

// The toasts' container loads once the visitor starts on the form, not with the page.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** The consultation request form: the inquiry form on its own page. */
export default function Consultation({ loaderData }: Route.ComponentProps) {
  const [engaged, setEngaged] = useState(false);
  return (
    <>
      <PageHero {...loaderData.page} />
      <section className="mx-auto grid max-w-7xl gap-10 px-4 pb-16 lg:grid-cols-[1fr_20rem]">
        <div
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
          onFocusCapture={() => setEngaged(true)}
          onPointerDownCapture={() => setEngaged(true)}
        >
          <h2 className="mb-6 text-xl font-bold text-brand-900">Your details</h2>
          <InquiryForm request={{ tag: 'General Inquiry' }} />
          {engaged && (
            <Suspense fallback={null}>
              <Toaster position="top-center" richColors closeButton />
            </Suspense>
          )}
        </div>
        <ul className="space-y-5">
          {[
            { icon: Clock, title: 'Within 24 hours', text: 'We call or write back within a working day.' },
            { icon: UserCheck, title: 'A real expert', text: 'A chartered accountant or company secretary.' },
            {
              icon: ShieldCheck,
              title: 'No obligation',
              text: 'Advice first; you decide whether to go ahead.',
            },
          ].map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <Icon aria-hidden="true" className="shrink-0 text-brand-700" />
              <div>
                <p className="font-semibold text-brand-900">{title}</p>
                <p className="text-sm text-slate-700">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
