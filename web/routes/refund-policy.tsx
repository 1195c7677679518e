import { firm } from '../../shared/firm';
import { PageHero } from '../components/blocks';
import { legalArticle, LastUpdated } from '../features/site/legal';
import type { Route } from './+types/refund-policy';
import { pageCopy } from '../features/site/page-copy.server';
import { copyMeta } from '../features/site/page-meta';

export const loader = () => ({ page: pageCopy('/refund-policy') });

export const meta = copyMeta;

/** The refund policy, in plain words. */
export default function RefundPolicy({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...loaderData.page} />
      <article className={legalArticle}>
        <LastUpdated date="2026-11-23" />
        <section>
          <h2>Before we start work</h2>
          <p>If you cancel before we have started on your work, we refund our professional fee in full.</p>
        </section>
        <section>
          <h2>After we have started</h2>
          <p>
            If you cancel after we have started but before we file or submit anything, we refund the part of
            our fee for the work not yet done, and tell you how we worked it out.
          </p>
        </section>
        <section>
          <h2>After filing</h2>
          <p>
            Once a return, application or reply has been filed, the work it covers is done and its fee is not
            refunded. If a filing is rejected because of a mistake of ours, we correct it and file it again at
            no further professional fee.
          </p>
        </section>
        <section>
          <h2>Government fees and GST</h2>
          <p>
            Government fees and stamp duty we have paid for you go to the government, not to us: whether any
            of it comes back depends on the rules of the authority concerned, and we help you ask for it where
            those rules allow. Government fees we have collected but not yet paid are refunded in full. The
            GST on a refunded fee is refunded with it.
          </p>
        </section>
        <section>
          <h2>How to ask</h2>
          <p>
            Write to <a href={`mailto:${firm.email}`}>{firm.email}</a> with your name and the service. We pay
            refunds back to the account you paid from. The <a href="/terms">terms of service</a> say more
            about fees.
          </p>
        </section>
      </article>
    </>
  );
}
