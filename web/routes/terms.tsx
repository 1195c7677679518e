import { firm } from '../../shared/firm';
import { PageHero } from '../components/blocks';
import { legalArticle, LastUpdated } from '../features/site/legal';
import type { Route } from './+types/terms';
import { pageCopy } from '../features/site/page-copy.server';
import { copyMeta } from '../features/site/page-meta';

export const loader = () => ({ page: pageCopy('/terms') });

export const meta = copyMeta;

/** The terms of service, in plain words. */
export default function Terms({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...loaderData.page} />
      <article className={legalArticle}>
        <LastUpdated date="2026-11-23" />
        <section>
          <h2>Who we are</h2>
          <p>
            {firm.name}, {firm.address}. You can reach us at <a href={`mailto:${firm.email}`}>{firm.email}</a>{' '}
            or on {firm.phones.join(' or ')}. These terms apply when you use this website and when you engage
            us for a service.
          </p>
        </section>
        <section>
          <h2>What we do for you</h2>
          <p>
            Each service page describes the work the service covers. Before we start, we confirm with you what
            we will do, the fee and the documents we need. Anything outside that is a new piece of work, which
            we agree with you first.
          </p>
        </section>
        <section>
          <h2>Fees</h2>
          <p>
            Our fees are the ones on the <a href="/pricing">pricing page</a>, or the fee we agree with you
            before we start. They are in Indian rupees and exclude GST at 18%, which we add to the invoice.
            Government fees and stamp duty are paid at actuals, on top of our fee; we tell you the amount
            before we pay it for you.
          </p>
        </section>
        <section>
          <h2>What we need from you</h2>
          <p>
            Complete and correct information and documents, in time for the due date. You are responsible for
            the facts you give us. We file a return or an application only after you approve it. If documents
            reach us late, we may not be able to file before the due date, and any late fee or interest that
            follows is yours to pay.
          </p>
        </section>
        <section>
          <h2>Information on this website</h2>
          <p>
            Articles, answers and tools on this website are general information, each stating the year it
            applies to. Laws and rates change, and your situation may differ: they are not advice for your
            case until we have looked at it with you.
          </p>
        </section>
        <section>
          <h2>Your data and refunds</h2>
          <p>
            How we handle your personal data is in our <a href="/privacy">privacy policy</a>; when we refund a
            fee is in our <a href="/refund-policy">refund policy</a>.
          </p>
        </section>
        <section>
          <h2>Changes and questions</h2>
          <p>
            When we change these terms we update the date at the top of this page; work already agreed
            continues on the terms agreed. These terms are governed by the laws of India. Questions or
            complaints: write to <a href={`mailto:${firm.email}`}>{firm.email}</a>.
          </p>
        </section>
      </article>
    </>
  );
}
