import { Link } from 'react-router';
import { firm } from '../../shared/firm';
import { blogPath } from '../../shared/site-routes';
import { PageHero } from '../features/site/blocks';
import { formatDate } from '../lib/dates';
import { listPosts } from '../features/site/blog.server';
import { pageMeta } from '../features/site/page-meta';
import type { Route } from './+types/blog';

export function meta() {
  return pageMeta({
    title: `Blog | ${firm.name}`,
    description: 'Plain-English guides to income tax, GST and company compliance in India, each dated.',
    path: '/blog',
  });
}

export function loader() {
  return { posts: listPosts().map((p) => ({ ...p, path: blogPath(p.slug) })) };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Guides and updates"
        lead="Tax and compliance explained, with the year each figure applies to."
      />
      <section className="mx-auto max-w-4xl px-4 pb-16">
        <ul className="space-y-6">
          {loaderData.posts.map((p) => (
            <li key={p.slug} className="rounded-xl p-6 ring-1 ring-slate-200">
              <p className="text-sm text-slate-600">
                <time dateTime={p.date}>{formatDate(p.date)}</time>
              </p>
              <h2 className="mt-1 text-xl font-bold text-brand-900">
                <Link to={p.path} className="hover:underline">
                  {p.title}
                </Link>
              </h2>
              <p className="mt-2 text-slate-700">{p.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
