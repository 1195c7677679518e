import { CheckCircle2 } from 'lucide-react';
import { claims } from '../../shared/firm';
import { enterpriseClaims, enterprisePoints } from '../../shared/site-content';
import { InquiryButton } from '../components/inquiry-button';
import { Claims, PageHero, Section } from '../components/blocks';
import { FeatureList, LinkCard } from '../components/cards';
import { button } from '../features/site/styles';
import type { Route } from './+types/tax-services';
import { categoryOverview, pageCopy } from '../features/site/page-copy.server';
import { copyMeta } from '../features/site/page-meta';

/** Runs at prerender: the category overview travels in the page's HTML, not its JavaScript. */
export function loader() {
  return {
    page: pageCopy('/tax-services'),
    areas: categoryOverview(),
  };
}

export const meta = copyMeta;

/** The services overview: enterprise claims and selling points, and every category. */
export default function TaxServices({ loaderData }: Route.ComponentProps) {
  const { areas } = loaderData;
  return (
    <>
      <PageHero {...loaderData.page}>
        <InquiryButton service="Enterprise Partnership" className={button.primary}>
          Talk to our enterprise team
        </InquiryButton>
      </PageHero>
      <section aria-label="Our record" className="mx-auto max-w-7xl px-4">
        <Claims items={[...enterpriseClaims, ...claims.slice(1)]} />
      </section>
      <Section id="why" title="Built for enterprises">
        <FeatureList items={enterprisePoints} icon={CheckCircle2} iconClass="text-emerald-600" />
      </Section>
      <Section id="areas" title="What we do" tone="muted">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {areas.map((c) => (
            <LinkCard key={c.id} to={c.path} title={c.title} text={c.intro} />
          ))}
        </ul>
      </Section>
    </>
  );
}
