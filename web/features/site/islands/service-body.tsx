import {
  BadgeCheck,
  CalendarClock,
  CheckCircle2,
  ChevronDown,
  Clock,
  FileText,
  Headphones,
  IndianRupee,
  ShieldCheck,
  Trophy,
  Zap,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { resolve } from '../service-resolve';
import { serviceSummary } from '../../../../shared/service-summaries';
import { firm } from '../../../../shared/firm';
import { servicePageContent } from '../../../../shared/service-content';
import { formatInr, planForService, priceWithGst } from '../../../../shared/pricing';
import {
  governmentFeesFor,
  governmentFeesProvenance,
  type GovernmentFees,
} from '../../../../shared/statutory-fees';
import { faqPageJsonLd, serviceFaq, serviceTermsFor } from '../../../../shared/service-terms';
import { InquiryButton } from '../../../components/inquiry-button';
import { GstOnFees, LawLink, Provenance } from '../../../components/provenance';
import { Claims, Section } from '../../../components/blocks';
import { FeatureList, TickList } from '../../../components/cards';
import { button } from '../styles';

// The FAQ's look, as the home page's (features/site/faq.tsx): this island does not share its code,
// so a service page loads nothing of the home page's.
const faqSummary =
  'flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium text-slate-900 hover:text-brand-700 [&::-webkit-details-marker]:hidden';
const faqChevron = 'shrink-0 transition group-open:rotate-180';

const stats = [
  { value: '500+', label: 'Satisfied Clients' },
  { value: '1986+', label: 'Successful Filings' },
  { value: '100%', label: 'Compliance Rate' },
] as const;

const whyChoose = [
  {
    icon: Trophy,
    title: '15+ Years Experience',
    text: 'Professionals who have filed for thousands of businesses.',
  },
  { icon: ShieldCheck, title: '100% Compliance', text: 'Checked twice before anything is filed.' },
  { icon: Headphones, title: 'Expert Support', text: 'A named expert answers your questions.' },
  { icon: Zap, title: 'Fast Processing', text: 'Work starts the day your documents arrive.' },
  { icon: IndianRupee, title: 'Transparent Pricing', text: 'A fixed price agreed before we start.' },
  { icon: Clock, title: '24/7 Support', text: 'Write to us any time; we answer within a working day.' },
] as const;

/** One detail page for every service address pattern; specific content for three slugs. */
export default function ServiceBody() {
  const params = useParams();
  const { known, title } = resolve(params, '');
  const content = servicePageContent(title, params.slug, serviceSummary(known?.service.slug));
  const consult = { service: title, title: `${title} Consultation` };
  const plan = planForService(known?.service.slug);
  const government = governmentFeesFor(known?.service.slug);
  const terms = serviceTermsFor(known?.service.slug);
  // The service's own questions, else its category's: every catalogue service has some.
  const faq = serviceFaq(known?.service.slug);
  // In the island's markup, not the route's meta, so the questions stay out of the page's
  // JavaScript (ADR 0009); the page's only FAQPage.
  const faqJsonLd = JSON.stringify(faqPageJsonLd(faq)).replace(/</g, '\\u003c');
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wide text-amber-300">{title}</p>
          <h1 className="mt-3 max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">
            {content.headline}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-200">{content.tagline}</p>
          <div className="mt-8">
            <InquiryButton {...consult} className={button.accent}>
              Get Started Now
            </InquiryButton>
          </div>
        </div>
      </section>

      <section aria-label="Our record" className="bg-white">
        <div className="mx-auto max-w-5xl px-4 py-8">
          <Claims items={stats} />
        </div>
      </section>

      <Section id="what" title={`What is ${title}?`}>
        <p className="max-w-3xl text-lg text-slate-700">{content.introduction}</p>
      </Section>

      <Section id="why" title={`Why ${title} is Essential`} tone="muted">
        <p className="max-w-3xl text-lg text-slate-700">{content.importance}</p>
      </Section>

      <Section id="benefits" title="Key Benefits">
        <FeatureList
          items={content.keyBenefits.map((b) => ({ title: b.title, text: b.desc }))}
          className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4"
          icon={CheckCircle2}
          iconClass="text-emerald-600"
          iconAbove
        />
      </Section>

      <Section id="process" title="Our 4-Step Process" tone="muted">
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {content.processSteps.map((step, i) => (
            <li key={step.title} className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
              <span className="grid h-9 w-9 place-items-center rounded-full bg-brand-700 font-bold text-white">
                {i + 1}
              </span>
              <h3 className="mt-3 font-semibold text-brand-900">{step.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{step.desc}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="documents" title="Documents Required">
        <TickList
          items={content.documentsRequired}
          icon={FileText}
          iconClass="text-brand-700"
          className="grid gap-3 sm:grid-cols-2"
        />
      </Section>

      {content.types && (
        <Section id="types" title={`Types of ${title}`} tone="muted">
          <FeatureList
            items={content.types.map((t) => ({ title: t.name, text: t.desc }))}
            className="grid gap-5 md:grid-cols-3"
            tone="card"
          />
        </Section>
      )}

      {content.packages && (
        <Section id="packages" title="Packages" tone="muted">
          <ul className="grid gap-5 md:grid-cols-2">
            {content.packages.map((p) => (
              <li key={p.name} className="flex flex-col rounded-xl bg-white p-6 ring-1 ring-slate-200">
                <h3 className="text-xl font-bold text-brand-900">{p.name}</h3>
                <p className="mt-1 text-slate-700">{p.desc}</p>
                <ul className="mt-4 flex-1 space-y-2">
                  {p.features.map((f) => (
                    <li key={f} className="flex items-center gap-2 text-sm text-slate-800">
                      <BadgeCheck aria-hidden="true" size={18} className="text-emerald-600" /> {f}
                    </li>
                  ))}
                </ul>
                <InquiryButton
                  service={title}
                  title={`${title} (${p.name}) Consultation`}
                  className={`${button.primary} mt-6`}
                >
                  Choose {p.name}
                </InquiryButton>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section id="fees" title="Fees">
        <div className="grid gap-6 md:grid-cols-2">
          <div className="rounded-xl p-6 ring-1 ring-slate-200">
            <h3 className="font-semibold text-brand-900">Our professional fee</h3>
            {plan ? (
              <p className="mt-2 text-slate-800">
                {plan.basis === 'from' && 'From '}
                <span className="text-2xl font-extrabold text-slate-900">{formatInr(plan.price)}</span>
                {plan.basis === 'per year' && ' a year'} plus <GstOnFees />:{' '}
                <span className="font-semibold text-slate-900">{formatInr(priceWithGst(plan.price))}</span>{' '}
                with GST.
              </p>
            ) : (
              <>
                <p className="mt-2 text-slate-700">
                  Our fee for {title} is not published: it depends on your case. Ask us and we quote a fixed
                  fee, plus <GstOnFees />, before we start.
                </p>
                <div className="mt-4">
                  <InquiryButton {...consult} className={button.primary}>
                    Ask for a Quote
                  </InquiryButton>
                </div>
              </>
            )}
            <a href="/pricing" className="mt-3 inline-block text-sm font-medium text-brand-700 underline">
              All our prices
            </a>
          </div>
          <GovernmentFeesBox fees={government}>
            <h3 className="font-semibold text-brand-900">Government fees</h3>
            <p className="mt-2 text-slate-700">{government.summary}</p>
            {government.fees.length > 0 && (
              <table className="mt-3 w-full text-left text-sm">
                <thead className="text-slate-600">
                  <tr>
                    <th scope="col" className="py-1 pr-3 font-medium">
                      Fee
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      Amount
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {government.fees.map((fee) => (
                    <tr key={fee.item + (fee.applicant ?? '')}>
                      <td className="py-2 pr-3 text-slate-800">
                        {fee.item}
                        {fee.applicant && <span className="block text-slate-600">{fee.applicant}</span>}
                      </td>
                      <td className="py-2 text-right font-semibold text-slate-900">
                        {formatInr(fee.rupees)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {government.sources.length > 0 && (
              <p className="mt-3 text-xs text-slate-600">
                Sources:{' '}
                {government.sources.map((source, i) => (
                  <span key={source.url}>
                    {i > 0 && '; '}
                    <LawLink href={source.url} className="underline">
                      {source.title}
                    </LawLink>
                  </span>
                ))}
                {government.checked && `. Checked on ${government.checked}.`}
              </p>
            )}
          </GovernmentFeesBox>
        </div>
      </Section>

      <Section id="terms" title="What You Get and When" tone="muted">
        {terms ? (
          <div className="grid gap-6 md:grid-cols-2">
            <div className="rounded-xl bg-white p-6 ring-1 ring-slate-200">
              <h3 className="flex items-center gap-2 font-semibold text-brand-900">
                <CalendarClock aria-hidden="true" size={20} className="text-brand-700" /> Turnaround
              </h3>
              <p className="mt-2 text-slate-800">
                <span className="text-2xl font-extrabold text-slate-900">
                  {terms.turnaroundWorkingDays} working {terms.turnaroundWorkingDays === 1 ? 'day' : 'days'}
                </span>{' '}
                from the day we have everything we need from you, until {terms.turnaroundUntil}.
              </p>
              {terms.turnaroundNote && <p className="mt-2 text-sm text-slate-700">{terms.turnaroundNote}</p>}
            </div>
            <div className="rounded-xl bg-white p-6 ring-1 ring-slate-200">
              <h3 className="font-semibold text-brand-900">Included in our fee</h3>
              <TickList
                items={terms.included}
                icon={BadgeCheck}
                iconClass="text-emerald-600"
                className="mt-3 space-y-2"
              />
            </div>
          </div>
        ) : (
          <div className="max-w-3xl">
            <p className="text-lg text-slate-700">
              Turnaround and what is included are agreed with you before we start: tell us what you need and
              we set both out with our quote.
            </p>
            <div className="mt-6">
              <InquiryButton {...consult} className={button.primary}>
                Ask What Is Included
              </InquiryButton>
            </div>
          </div>
        )}
      </Section>

      {faq.length > 0 && (
        <Section id="faq" title="Frequently Asked Questions">
          <div className="max-w-3xl divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
            {faq.map((entry) => (
              <details key={entry.question} className="group">
                <summary className={faqSummary}>
                  {entry.question}
                  <ChevronDown aria-hidden="true" size={18} className={faqChevron} />
                </summary>
                <p className="px-5 pb-4 text-slate-700">{entry.answer}</p>
              </details>
            ))}
          </div>
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd }} />
        </Section>
      )}

      <Section id="why-choose" title={`Why Choose ${firm.name}`} tone={faq.length > 0 ? 'muted' : 'white'}>
        <FeatureList items={whyChoose} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" />
      </Section>

      <section aria-labelledby="consult-heading" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center">
          <h2 id="consult-heading" className="text-3xl font-bold">
            Talk to an expert about {title}
          </h2>
          <p className="mt-3 text-slate-200">The first consultation is free, and we reply within 24 hours.</p>
          <div className="mt-8">
            <InquiryButton {...consult} className={button.accent}>
              Get Free Consultation
            </InquiryButton>
          </div>
        </div>
      </section>
    </>
  );
}

/** The government-fees box: with figures, it carries their year and instruments. */
function GovernmentFeesBox({ fees, children }: { fees: GovernmentFees; children: ReactNode }) {
  const provenance = governmentFeesProvenance(fees);
  const className = 'rounded-xl p-6 ring-1 ring-slate-200';
  return provenance ? (
    <Provenance {...provenance} className={className}>
      {children}
    </Provenance>
  ) : (
    <div className={className}>{children}</div>
  );
}
