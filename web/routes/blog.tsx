import { blogPath } from '../../shared/site-routes';
import { PageHero } from '../components/blocks';
import { LinkCard } from '../components/cards';
import { formatDate } from '../lib/dates';
import { listPosts } from '../features/site/blog.server';
import type { Route } from './+types/blog';
import { pageCopy } from '../features/site/page-copy.server';
import { copyMeta } from '../features/site/page-meta';

export function loader() {
  return { page: pageCopy('/blog'), posts: listPosts().map((p) => ({ ...p, path: blogPath(p.slug) })) };
}

export const meta = copyMeta;

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...loaderData.page} />
      <section className="mx-auto max-w-4xl px-4 pb-16">
        <ul className="space-y-6">
          {loaderData.posts.map((p) => (
            <LinkCard
              key={p.slug}
              to={p.path}
              title={p.title}
              text={p.description}
              level="h2"
              above={
                <time dateTime={p.date} className="mb-1 text-sm text-slate-600">
                  {formatDate(p.date)}
                </time>
              }
            />
          ))}
        </ul>
      </section>
    </>
  );
}
