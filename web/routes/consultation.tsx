import { Clock, ShieldCheck, UserCheck } from 'lucide-react';
import { Island } from '../components/island';
import { PageHero } from '../components/blocks';
import type { Route } from './+types/consultation';
import { pageCopy } from '../features/site/page-copy.server';
import { copyMeta } from '../features/site/page-meta';
import { island } from '../site/islands.server';

export const loader = () => ({ page: pageCopy('/consultation'), form: island('consultation-form', {}) });

export const meta = copyMeta;

/** The consultation request form: the inquiry form on its own page. */
export default function Consultation({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...loaderData.page} />
      <section className="mx-auto grid max-w-7xl gap-10 px-4 pb-16 lg:grid-cols-[1fr_20rem]">
        <Island {...loaderData.form} />
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
