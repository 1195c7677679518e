import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { claims, firm } from '../../shared/firm';
import { enterprisePoints, homeServiceCards } from '../../shared/site-content';
import { InquiryButton } from '../components/inquiry-button';
import { Claims, Section } from '../components/blocks';
import { Faq, faqData } from '../features/site/faq';
import { organisationJsonLd } from '../features/site/page-copy.server';
import { pageMeta } from '../features/site/page-meta';
import { button } from '../features/site/styles';
import type { Route } from './+types/home';

/**
 * Runs at prerender: the cards, the FAQ and the firm's structured data travel in the page's
 * HTML, not its JavaScript.
 */
export function loader() {
  return {
    cards: homeServiceCards,
    points: enterprisePoints,
    faq: faqData(),
    organisation: organisationJsonLd(),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: `${firm.name} | Tax, GST & Compliance Experts`,
    description: `${firm.tagline}. GST, income tax, company registration, trademark and MCA compliance at fixed prices.`,
    path: '/',
    jsonLd: [loaderData.organisation],
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { cards, points, faq } = loaderData;
  return (
    <>
      <section className="-mt-16 bg-gradient-to-b from-brand-50 via-brand-50 to-white pt-16">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:py-20 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              Chartered accountants · Company secretaries · Tax lawyers
            </p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
              Expert tax, GST and compliance services for growing businesses
            </h1>
            <p className="mt-5 max-w-xl text-lg text-slate-700">
              {firm.tagline}. Fixed prices, one expert who knows your business, and every due date tracked for
              you.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <InquiryButton className={button.primary}>
                Get Started Free <ArrowRight aria-hidden="true" size={18} />
              </InquiryButton>
              <Link to="/pricing" className={button.outline}>
                See prices
              </Link>
            </div>
          </div>
          <Claims items={claims} />
        </div>
      </section>

      <Section
        id="services"
        title="Our Services"
        intro="Everything a business needs from incorporation onwards."
      >
        <ul className="space-y-6">
          {cards.map((card, i) => (
            <li
              key={card.id}
              className={`flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:flex-row ${
                i % 2 === 1 ? 'md:flex-row-reverse' : ''
              }`}
            >
              <div
                aria-hidden="true"
                className="flex min-h-24 items-center justify-center p-6 text-4xl font-extrabold text-white/90 md:w-1/3"
                style={{ background: `linear-gradient(135deg, ${card.gradient[0]}, ${card.gradient[1]})` }}
              >
                {String(i + 1).padStart(2, '0')}
              </div>
              <div className="flex-1 p-6 sm:p-8">
                <h3 className="text-xl font-bold text-brand-900">{card.title}</h3>
                <p className="mt-2 text-slate-700">{card.description}</p>
                <div className="mt-5 flex flex-wrap items-center gap-4">
                  <Link to={card.link} className={button.primary}>
                    Explore Service<span className="sr-only">: {card.title}</span>
                  </Link>
                  <Link to="/consultation" className="font-semibold text-brand-700 hover:underline">
                    Get Free Consultation<span className="sr-only">: {card.title}</span>
                  </Link>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="enterprise-heading" className="bg-brand-900 text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="enterprise-heading" className="text-2xl font-bold sm:text-3xl">
              Enterprise partnership
            </h2>
            <p className="mt-3 text-slate-200">
              Groups with many entities, branches or employees get one team for all of their compliance.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <InquiryButton service="Enterprise Partnership" className={button.accent}>
                Get Started
              </InquiryButton>
              <InquiryButton
                service="Enterprise Partnership"
                title="Talk to an Expert"
                tag="Enterprise Partnership"
                className={button.onDark}
              >
                Talk to an Expert
              </InquiryButton>
            </div>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {points.map((p) => (
              <li key={p.title} className="rounded-xl bg-white/5 p-5 ring-1 ring-white/10">
                <CheckCircle2 aria-hidden="true" className="text-accent-500" />
                <p className="mt-2 font-semibold">{p.title}</p>
                <p className="mt-1 text-sm text-slate-300">{p.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section id="faq" title="Frequently Asked Questions" tone="muted">
        <Faq columns={faq} />
      </Section>

      <section aria-labelledby="cta-heading" className="bg-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center">
          <h2 id="cta-heading" className="text-3xl font-bold text-brand-900">
            Ready to Transform Your Business?
          </h2>
          <p className="mt-3 text-slate-700">Talk to an expert today. The first consultation is free.</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/consultation" className={button.primary}>
              Start Your Journey
            </Link>
            <Link to="/services" className={button.outline}>
              View All Services
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
