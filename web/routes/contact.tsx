import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { telHref, whatsappHref, whatsappPhone } from '../../shared/contact-links';
import { firm } from '../../shared/firm';
import { businessHours } from '../../shared/site-content';
import { InquiryButton } from '../components/inquiry-button';
import { PageHero, Section } from '../components/blocks';
import { button } from '../features/site/styles';
import type { Route } from './+types/contact';
import { pageCopy } from '../features/site/page-copy.server';
import { copyMeta } from '../features/site/page-meta';

/** Runs at prerender: the business hours and the links travel in the HTML, not the JavaScript. */
export function loader() {
  return {
    page: pageCopy('/contact'),
    hours: businessHours,
    phones: firm.phones.map((phone) => ({ phone, href: telHref(phone) })),
    whatsapp: { phone: whatsappPhone, href: whatsappHref() },
  };
}

export const meta = copyMeta;

/** Phones, e-mail, office, business hours, and two buttons that open the inquiry dialog. */
export default function Contact({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...loaderData.page}>
        <InquiryButton
          service="General Inquiry"
          title="Send Us a Message"
          tag="General Inquiry"
          className={button.primary}
        >
          Send Us a Message
        </InquiryButton>
        <InquiryButton
          service="Expert Consultation"
          title="Talk to Expert"
          tag="Expert Consultation"
          className={button.outline}
        >
          Talk to Expert
        </InquiryButton>
      </PageHero>
      <Section id="reach" title="How to reach us">
        <div className="grid gap-5 md:grid-cols-3">
          <div className="rounded-xl p-6 ring-1 ring-slate-200">
            <Phone aria-hidden="true" className="text-brand-700" />
            <h3 className="mt-3 font-semibold text-brand-900">Phone</h3>
            <ul className="mt-2 space-y-1">
              {loaderData.phones.map((p) => (
                <li key={p.phone}>
                  <a className="text-slate-800 hover:text-brand-700 hover:underline" href={p.href}>
                    {p.phone}
                  </a>
                </li>
              ))}
            </ul>
            <a
              className="mt-4 inline-block font-medium text-brand-700 underline hover:text-brand-900"
              href={loaderData.whatsapp.href}
            >
              Chat on WhatsApp
            </a>
            <p className="text-sm text-slate-700">
              on {loaderData.whatsapp.phone}; tap a number above to call.
            </p>
          </div>
          <div className="rounded-xl p-6 ring-1 ring-slate-200">
            <Mail aria-hidden="true" className="text-brand-700" />
            <h3 className="mt-3 font-semibold text-brand-900">E-mail</h3>
            <a
              className="mt-2 block text-slate-800 hover:text-brand-700 hover:underline"
              href={`mailto:${firm.email}`}
            >
              {firm.email}
            </a>
            <p className="mt-4 flex items-start gap-2 text-sm text-slate-700">
              <MapPin aria-hidden="true" size={16} className="mt-0.5 shrink-0" /> {firm.address}
            </p>
          </div>
          <div className="rounded-xl p-6 ring-1 ring-slate-200">
            <Clock aria-hidden="true" className="text-brand-700" />
            <h3 className="mt-3 font-semibold text-brand-900">Business hours</h3>
            <dl className="mt-2 space-y-1">
              {loaderData.hours.map((h) => (
                <div key={h.days} className="flex justify-between gap-4">
                  <dt className="text-slate-700">{h.days}</dt>
                  <dd className="font-medium text-slate-900">{h.hours}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </Section>
    </>
  );
}
