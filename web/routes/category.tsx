import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { categoryForSegment, findService, servicePath } from '../../shared/catalogue';
import { categoryContent } from '../../shared/category-content';
import { firm } from '../../shared/firm';
import { serviceSummary } from '../../shared/service-summaries';
import { InquiryButton } from '../components/inquiry-button';
import { PageHero, Section } from '../components/blocks';
import { LinkCard } from '../components/cards';
import { pageMeta } from '../features/site/page-meta';
import type { Route } from './+types/category';

/**
 * Runs at prerender (each category is its own prerendered route): the category and its cards
 * travel in the page's HTML, not in its JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  // At prerender the data request's URL ends in .data (or /_.data for a trailing slash).
  const pathname = new URL(request.url).pathname.replace(/(\/_)?\.data$/, '');
  const c = categoryForSegment(pathname.replace(/^\/|\/$/g, ''));
  if (!c) throw new Error(`no category at ${pathname}`);
  return {
    title: c.title,
    headline: categoryContent[c.id].headline,
    intro: categoryContent[c.id].intro,
    menuName: c.menuName,
    path: c.path,
    serviceCount: c.services.length,
    cards: c.cardSlugs.map((slug) => {
      const { service } = findService(slug)!;
      return { slug, name: service.name, summary: serviceSummary(slug)!, path: servicePath(c, slug) };
    }),
  };
}

export function meta({ loaderData: c }: Route.MetaArgs) {
  return pageMeta({
    title: `${c.title} | ${firm.name}`,
    description: `${c.intro} ${c.serviceCount} services, at fixed prices.`,
    path: c.path,
  });
}

/** The category's service cards, each opening the inquiry dialog tagged with the category. */
export default function CategoryPage({ loaderData: c }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={c.title} heading={c.headline} lead={c.intro}>
        <InquiryButton
          service={c.menuName}
          className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900"
        >
          Talk to an expert
        </InquiryButton>
      </PageHero>
      <Section id="services" title={`Our ${c.title}`}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {c.cards.map((service) => (
            <LinkCard key={service.slug} to={service.path} title={service.name} text={service.summary}>
              <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
                <InquiryButton
                  service={c.menuName}
                  title={`${service.name} Inquiry`}
                  tag={c.menuName}
                  className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
                >
                  Get Started<span className="sr-only"> with {service.name}</span>
                </InquiryButton>
                <Link
                  to={service.path}
                  className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
                >
                  Details<span className="sr-only"> of {service.name}</span>{' '}
                  <ArrowRight aria-hidden="true" size={16} />
                </Link>
              </div>
            </LinkCard>
          ))}
        </ul>
      </Section>
    </>
  );
}
