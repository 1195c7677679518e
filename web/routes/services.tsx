import { Link } from 'react-router';
import { categories, servicePath } from '../../shared/catalogue';
import { PageHero, Section } from '../components/blocks';
import type { Route } from './+types/services';
import { categoryOverview, pageCopy } from '../features/site/page-copy.server';
import { copyMeta } from '../features/site/page-meta';

/** Runs at prerender: the 89 services travel in the page's HTML, not its JavaScript. */
export function loader() {
  return {
    page: pageCopy('/services'),
    categories: categoryOverview().map((overview, i) => {
      const c = categories[i]!;
      return {
        ...overview,
        services: c.services.map((s) => ({ slug: s.slug, name: s.name, path: servicePath(c, s.slug) })),
      };
    }),
  };
}

export const meta = copyMeta;

/** Every category and every service, linked. */
export default function Services({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  return (
    <>
      <PageHero {...loaderData.page} />
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
