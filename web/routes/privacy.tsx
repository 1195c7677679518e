import { firm } from '../../shared/firm';
import { PageHero } from '../components/blocks';
import { LastUpdated } from '../features/site/legal';
import type { Route } from './+types/privacy';
import { pageCopy } from '../features/site/page-copy.server';
import { copyMeta } from '../features/site/page-meta';

export const loader = () => ({ page: pageCopy('/privacy') });

export const meta = copyMeta;

/** The notice the inquiry form links to (Digital Personal Data Protection Act, 2023). */
export default function Privacy({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...loaderData.page} />
      <article className="mx-auto max-w-3xl space-y-6 px-4 pb-16 text-slate-800 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-brand-900">
        <LastUpdated date="2026-11-23" />
        <section>
          <h2>What we collect</h2>
          <p className="mt-2">
            When you send an inquiry or request a consultation we collect your name, e-mail address, phone
            number, company, the service you are interested in and any message you write, and with it how your
            visit reached us: the campaign tags and ad click ids of the address you arrived at, the other site
            that linked to us (without its query) and the first page you opened. When you sign in to a
            dashboard we also keep your account details.
          </p>
        </section>
        <section>
          <h2>Why we collect it</h2>
          <p className="mt-2">
            Only to answer your inquiry, to provide the services you engage us for, and to send you the
            e-mails those services need (a confirmation of your inquiry, updates on your requests). We do not
            sell your data or use it for advertising.
          </p>
        </section>
        <section>
          <h2>How long we keep it</h2>
          <p className="mt-2">
            Inquiries that do not lead to an engagement are deleted after 24 months. Records of clients are
            kept as long as tax and company law require us to keep them.
          </p>
        </section>
        <section>
          <h2>Your rights</h2>
          <p className="mt-2">
            Under the Digital Personal Data Protection Act, 2023, you may ask us for a summary of the data we
            hold about you, ask us to correct or erase it, and withdraw your consent at any time. Write to{' '}
            <a className="text-brand-700 underline" href={`mailto:${firm.email}`}>
              {firm.email}
            </a>
            ; we answer within 30 days.
          </p>
        </section>
        <section>
          <h2>Where it is stored</h2>
          <p className="mt-2">
            On servers of Amazon Web Services in India (Mumbai region), encrypted at rest and in transit, with
            access limited to our staff who need it.
          </p>
        </section>
        <section>
          <h2>Cookies and storage in your browser</h2>
          <p className="mt-2">
            The public pages set no cookies and use no tracking or advertising tools. For the length of your
            visit only, your browser notes in its session storage how the visit reached us (see above); it is
            sent to us only with an inquiry and is gone when you close the tab. When you send an inquiry, your
            browser keeps a copy of it in its local storage until our server confirms it arrived, so it is not
            lost if the connection drops; you can clear it with your browser&rsquo;s site data. If you sign in
            to a dashboard, your browser keeps your sign-in session in local storage and one cookie that
            remembers whether the dashboard&rsquo;s sidebar is open.
          </p>
        </section>
        <section aria-labelledby="grievance-officer">
          <h2 id="grievance-officer">Grievance Officer</h2>
          <p className="mt-2">
            For any question or complaint about your personal data, write to our Grievance Officer, as the
            Digital Personal Data Protection Act, 2023 provides (section 13):
          </p>
          <address className="mt-2 not-italic">
            Grievance Officer, {firm.name}
            <br />
            {firm.address}
            <br />
            E-mail:{' '}
            <a className="text-brand-700 underline" href={`mailto:${firm.email}`}>
              {firm.email}
            </a>
          </address>
          <p className="mt-2">
            We answer within 30 days. If our answer does not settle your complaint, you may then complain to
            the Data Protection Board of India.
          </p>
        </section>
      </article>
    </>
  );
}
