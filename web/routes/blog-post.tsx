import { firm } from '../../shared/firm';
import { blogPath } from '../../shared/site-routes';
import { readPost } from '../features/site/blog.server';
import type { CrumbHandle } from '../features/site/islands/breadcrumb-trail';
import { pageMeta } from '../features/site/page-meta';
import { formatDate } from '../lib/dates';
import type { Route } from './+types/blog-post';

export function loader({ params }: Route.LoaderArgs) {
  return readPost(params.slug);
}

/** The trail names the post by its title, not its address. */
export const handle: CrumbHandle = {
  crumb: (data) => (data as Awaited<ReturnType<typeof loader>> | undefined)?.summary.title,
};

export function meta({ loaderData }: Route.MetaArgs) {
  const { summary } = loaderData!;
  return pageMeta({
    title: `${summary.title} | ${firm.name}`,
    description: summary.description,
    path: blogPath(summary.slug),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: summary.title,
        datePublished: summary.date,
        author: { '@type': 'Organization', name: firm.name },
      },
    ],
  });
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { summary, html } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <p className="text-sm text-slate-600">
        <time dateTime={summary.date}>{formatDate(summary.date)}</time>
      </p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
        {summary.title}
      </h1>
      <div className="prose-post mt-8" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
