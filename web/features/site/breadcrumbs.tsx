import { ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { breadcrumbTrail } from '../../../shared/site-routes';

/** spec 2.2: the trail under the header; the structured data is in each page's meta (JSON-LD). */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(pathname);
  if (trail.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="border-b border-slate-100 bg-slate-50">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-2.5 text-sm text-slate-600">
        {trail.map((crumb, i) => (
          <li key={`${crumb.name}-${i}`} className="flex items-center gap-1">
            {i > 0 && <ChevronRight aria-hidden="true" size={14} className="text-slate-400" />}
            {crumb.path ? (
              <Link to={crumb.path} className="hover:text-brand-700 hover:underline">
                {crumb.name}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-slate-900">
                {crumb.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
