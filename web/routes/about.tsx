import { CheckCircle2, Quote } from 'lucide-react';
import { claims, firm } from '../../shared/firm';
import { aboutReasons, aboutValues, testimonials } from '../../shared/site-content';
import { InquiryButton } from '../components/inquiry-button';
import { Claims, Section } from '../components/blocks';
import { FeatureList, TickList } from '../components/cards';
import { pageMeta } from '../features/site/page-meta';
import { button } from '../features/site/styles';
import type { Route } from './+types/about';

/** Runs at prerender: the values, reasons and testimonials travel in the HTML, not the JavaScript. */
export function loader() {
  return { values: aboutValues, reasons: aboutReasons, testimonials };
}

const heroImage = '/images/about-hero.svg';

export function meta() {
  return pageMeta({
    title: `About Us | ${firm.name}`,
    description: `${firm.name}: chartered accountants, company secretaries and tax lawyers serving 500+ clients for over 15 years.`,
    path: '/about',
  });
}

/** The about page preloads its hero image. */
export function links() {
  return [{ rel: 'preload', as: 'image', href: heroImage, type: 'image/svg+xml' }];
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { values, reasons } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:py-16 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">About Us</p>
            <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
              Fifteen years of keeping Indian businesses compliant
            </h1>
            <p className="mt-4 text-lg text-slate-700">{firm.description}</p>
            <div className="mt-8">
              <Claims
                items={claims.map((c) =>
                  c.label === 'Compliance accuracy' ? { ...c, label: 'Accuracy' } : c,
                )}
              />
            </div>
          </div>
          <img
            src={heroImage}
            alt="Our team reviewing a client’s filings together"
            width={640}
            height={480}
            fetchPriority="high"
            className="h-auto w-full rounded-2xl"
          />
        </div>
      </section>

      <Section id="story" title="Our story">
        <div className="max-w-3xl space-y-4 text-lg text-slate-700">
          <p>
            We started as a two-person practice helping small traders with their sales tax returns. As our
            clients grew, so did we: today our chartered accountants, company secretaries and tax lawyers look
            after more than 500 businesses and individuals, from first-time founders to groups with dozens of
            entities.
          </p>
          <p>
            What has not changed is how we work: a named expert for every client, fixed prices agreed up
            front, and every filing checked twice before it goes out.
          </p>
        </div>
      </Section>

      <Section id="mission" title="Mission and vision" tone="muted">
        <div className="grid gap-5 md:grid-cols-2">
          <div className="rounded-xl bg-white p-6 ring-1 ring-slate-200">
            <h3 className="text-lg font-semibold text-brand-900">Our mission</h3>
            <p className="mt-2 text-slate-700">
              To make compliance simple, affordable and on time for every Indian business, so its owners can
              spend their time on the business itself.
            </p>
          </div>
          <div className="rounded-xl bg-white p-6 ring-1 ring-slate-200">
            <h3 className="text-lg font-semibold text-brand-900">Our vision</h3>
            <p className="mt-2 text-slate-700">
              To be the adviser small and growing businesses trust first, for every registration, return and
              decision with a tax or legal side to it.
            </p>
          </div>
        </div>
      </Section>

      <Section id="values" title="Our values">
        <FeatureList items={values} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" />
      </Section>

      <Section id="reasons" title={`Why choose ${firm.name}`} tone="muted">
        <TickList
          items={reasons}
          icon={CheckCircle2}
          iconClass="text-emerald-600"
          className="grid gap-3 md:grid-cols-2"
        />
      </Section>

      <Section id="testimonials" title="What our clients say">
        <ul className="grid gap-5 md:grid-cols-3">
          {loaderData.testimonials.map((t) => (
            <li key={t.name}>
              <figure className="h-full rounded-xl bg-brand-50 p-6">
                <Quote aria-hidden="true" className="text-brand-600" />
                <blockquote className="mt-3 text-slate-800">{t.quote}</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold text-brand-900">{t.name}</span>
                  <span className="block text-slate-600">{t.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <div className="mt-10">
          <InquiryButton className={button.primary}>Work with us</InquiryButton>
        </div>
      </Section>
    </>
  );
}
