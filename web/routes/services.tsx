import { Link } from 'react-router';
import { categories, servicePath } from '../../shared/catalogue';
import { categoryContent } from '../../shared/category-content';
import { firm } from '../../shared/firm';
import { PageHero, Section } from '../features/site/blocks';
import { pageMeta } from '../features/site/page-meta';
import type { Route } from './+types/services';

/** Runs at prerender: the 89 services travel in the page's HTML, not its JavaScript. */
export function loader() {
  return {
    count: categories.reduce((n, c) => n + c.services.length, 0),
    categories: categories.map((c) => ({
      id: c.id,
      title: c.title,
      intro: categoryContent[c.id].intro,
      path: c.path,
      services: c.services.map((s) => ({ slug: s.slug, name: s.name, path: servicePath(c, s.slug) })),
    })),
  };
}

export function meta({ loaderData: { count } }: Route.MetaArgs) {
  return pageMeta({
    title: `All Services | ${firm.name}`,
    description: `All ${count} of our services: company registration, licences, trademark, GST, income tax, MCA filings and compliance.`,
    path: '/services',
  });
}

/** Every category and every service, linked. */
export default function Services({ loaderData: { categories } }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="All Services"
        title="Everything we do, in one place"
        lead="Pick a service to see what it involves, the documents it needs and how we handle it."
      />
      {categories.map((c, i) => (
        <Section key={c.id} id={c.id} title={c.title} intro={c.intro} tone={i % 2 ? 'muted' : 'white'}>
          <ul className="grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
            {c.services.map((s) => (
              <li key={s.slug}>
                <Link to={s.path} className="text-brand-700 hover:underline">
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-6">
            <Link to={c.path} className="font-semibold text-brand-900 hover:underline">
              More about {c.title}
            </Link>
          </p>
        </Section>
      ))}
    </>
  );
}
