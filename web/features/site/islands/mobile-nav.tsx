import { ChevronDown } from 'lucide-react';
import { pagePaths } from '../../../../shared/page-paths';
import { categories, findService, servicePath } from '../../../../shared/catalogue';
import { headerLinks } from '../../../../shared/site-routes';

/**
 * The mobile menu as markup: an accordion of categories with a shorter list each, then the
 * header links (tools, due dates, pricing, about) and Login. Prerendered hidden (a static island); web/site/header.ts opens it and its
 * categories.
 */
export default function MobileNav() {
  return (
    <>
      <ul className="divide-y divide-slate-100 px-4 pb-4">
        {categories.map((c) => {
          const panelId = `mobile-${c.id}`;
          return (
            <li key={c.id}>
              <button
                type="button"
                aria-expanded="false"
                aria-controls={panelId}
                className="group flex w-full items-center justify-between py-3 text-left font-medium text-slate-900"
              >
                {c.menuName}
                <ChevronDown
                  aria-hidden="true"
                  size={18}
                  className="transition group-aria-expanded:rotate-180"
                />
              </button>
              <ul id={panelId} hidden className="pb-3 pl-3">
                {c.mobileSlugs.map((slug) => (
                  <li key={slug}>
                    <a href={servicePath(c, slug)} className="block py-2 text-slate-700">
                      {findService(slug)?.service.name}
                    </a>
                  </li>
                ))}
                <li>
                  <a href={c.path} className="block py-2 font-medium text-brand-700">
                    All {c.title}
                  </a>
                </li>
              </ul>
            </li>
          );
        })}
        {headerLinks.map(({ path, label }) => (
          <li key={path}>
            <a href={path} className="block py-3 font-medium text-slate-900">
              {label}
            </a>
          </li>
        ))}
      </ul>
      <div className="px-4 pb-5">
        <a
          href={pagePaths.login}
          target="_blank"
          rel="noopener"
          className="block rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white"
        >
          Login
        </a>
      </div>
    </>
  );
}
