import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { categories } from '../../shared/catalogue';
import { categoryContent } from '../../shared/category-content';
import { claims, firm } from '../../shared/firm';
import { enterpriseClaims, enterprisePoints } from '../../shared/site-content';
import { InquiryButton } from '../components/inquiry-button';
import { Claims, PageHero, Section } from '../features/site/blocks';
import { pageMeta } from '../features/site/page-meta';
import { button } from '../features/site/styles';
import type { Route } from './+types/tax-services';

/** Runs at prerender: the category overview travels in the page's HTML, not its JavaScript. */
export function loader() {
  return {
    areas: categories.map((c) => ({
      id: c.id,
      title: c.title,
      intro: categoryContent[c.id].intro,
      path: c.path,
    })),
  };
}

export function meta() {
  return pageMeta({
    title: `Tax & Compliance Services for Enterprises | ${firm.name}`,
    description:
      '1000+ enterprise clients and a 99.9% compliance rate: bulk filing, a dedicated account team, end-to-end compliance and real-time regulatory updates.',
    path: '/tax-services',
  });
}

/** The services overview: enterprise claims and selling points, and every category. */
export default function TaxServices({ loaderData: { areas } }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Tax Services"
        title="Tax and compliance for businesses of every size"
        lead="From a single GST registration to bulk filing for a group of companies, handled by one team."
      >
        <InquiryButton service="Enterprise Partnership" className={button.primary}>
          Talk to our enterprise team
        </InquiryButton>
      </PageHero>
      <section aria-label="Our record" className="mx-auto max-w-7xl px-4">
        <Claims items={[...enterpriseClaims, ...claims.slice(1)]} />
      </section>
      <Section id="why" title="Built for enterprises">
        <ul className="grid gap-5 sm:grid-cols-2">
          {enterprisePoints.map((p) => (
            <li key={p.title} className="flex gap-3 rounded-xl p-5 ring-1 ring-slate-200">
              <CheckCircle2 aria-hidden="true" className="shrink-0 text-emerald-600" />
              <div>
                <h3 className="font-semibold text-brand-900">{p.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{p.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="areas" title="What we do" tone="muted">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {areas.map((c) => (
            <li key={c.id} className="rounded-xl bg-white p-6 ring-1 ring-slate-200">
              <h3 className="text-lg font-semibold text-brand-900">
                <Link to={c.path} className="hover:underline">
                  {c.title}
                </Link>
              </h3>
              <p className="mt-2 text-sm text-slate-700">{c.intro}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
