import { ChevronRight } from 'lucide-react';
import { useLocation, useMatches } from 'react-router';
import { firm } from '../../../../shared/firm';
import { breadcrumbJsonLd, breadcrumbTrail } from '../../../../shared/site-routes';

/** What a route names its page in the trail, from its loader's data (a blog post's title). */
export interface CrumbHandle {
  crumb: (data: unknown) => string | undefined;
}

/** The trail under the header, with its BreadcrumbList structured data beside it. */
export default function BreadcrumbTrail() {
  const { pathname } = useLocation();
  const named = useMatches()
    .map((m) => (m.handle as Partial<CrumbHandle> | undefined)?.crumb?.(m.loaderData))
    .filter(Boolean)
    .at(-1);
  const trail = breadcrumbTrail(pathname, named);
  if (trail.length === 0) return null;
  const jsonLd = JSON.stringify(breadcrumbJsonLd(trail, firm.siteUrl, pathname)).replace(/</g, '\\u003c');
  return (
    <nav aria-label="Breadcrumb" className="border-b border-slate-100 bg-slate-50">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-2.5 text-sm text-slate-600">
        {trail.map((crumb, i) => (
          <li key={`${crumb.name}-${i}`} className="flex items-center gap-1">
            {i > 0 && <ChevronRight aria-hidden="true" size={14} className="text-slate-400" />}
            {crumb.path ? (
              <a href={crumb.path} className="hover:text-brand-700 hover:underline">
                {crumb.name}
              </a>
            ) : (
              <span aria-current="page" className="font-medium text-slate-900">
                {crumb.name}
              </span>
            )}
          </li>
        ))}
      </ol>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </nav>
  );
}
