import { ChevronDown } from 'lucide-react';
import { pagePaths } from '../../../../shared/page-paths';
import { categories, megaMenuLayout, servicePath } from '../../../../shared/catalogue';
import { firmLinks, toolsMenu } from '../../../../shared/site-routes';

/**
 * The desktop menu as markup: seven categories whose panels list every service, then
 * the free tools and the compliance calendar, Pricing, About and Login. Prerendered (a static island); web/site/header.ts gives it its behaviour.
 */
export default function DesktopNav() {
  return (
    <>
      <ul className="flex items-center gap-0.5">
        {categories.map((category) => {
          const { columns, widthPx } = megaMenuLayout(category.services.length);
          const panelId = `menu-${category.id}`;
          return (
            <li key={category.id} className="group relative" data-menu="">
              <button
                type="button"
                aria-expanded="false"
                aria-controls={panelId}
                className="inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-slate-800 hover:text-brand-700 xl:px-3"
              >
                {category.menuName}
                <ChevronDown
                  aria-hidden="true"
                  size={14}
                  className="transition group-data-[open]:rotate-180"
                />
              </button>
              <div
                id={panelId}
                hidden
                data-columns={columns}
                style={{ width: `min(${widthPx}px, calc(100vw - 2rem))` }}
                className="absolute left-1/2 top-full z-50 mt-1 -translate-x-1/2 rounded-xl bg-white p-5 shadow-xl ring-1 ring-slate-200"
              >
                <p className="mb-3 flex items-baseline justify-between border-b border-slate-100 pb-2">
                  <span className="font-semibold text-brand-900">{category.title}</span>
                  <a href={category.path} className="text-sm font-medium text-brand-700 hover:underline">
                    View all
                  </a>
                </p>
                <ul
                  className="grid gap-x-4 gap-y-1"
                  style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
                >
                  {category.services.map((s) => (
                    <li key={s.slug}>
                      <a
                        href={servicePath(category, s.slug)}
                        className="block rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-900"
                      >
                        {s.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
        <li className="group relative" data-menu="">
          <button
            type="button"
            aria-expanded="false"
            aria-controls="menu-tools"
            className="inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-slate-800 hover:text-brand-700 xl:px-3"
          >
            {toolsMenu.label}
            <ChevronDown aria-hidden="true" size={14} className="transition group-data-[open]:rotate-180" />
          </button>
          <div
            id="menu-tools"
            hidden
            style={{ width: 'min(300px, calc(100vw - 2rem))' }}
            className="absolute right-0 top-full z-50 mt-1 rounded-xl bg-white p-5 shadow-xl ring-1 ring-slate-200"
          >
            <p className="mb-3 flex items-baseline justify-between border-b border-slate-100 pb-2">
              <span className="font-semibold text-brand-900">Free tools and due dates</span>
              <a href={toolsMenu.path} className="text-sm font-medium text-brand-700 hover:underline">
                View all
              </a>
            </p>
            <ul className="grid gap-y-1">
              {toolsMenu.items.map((item) => (
                <li key={item.path}>
                  <a
                    href={item.path}
                    className="block rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-900"
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </li>
        {firmLinks.map(({ path: href, label }) => (
          <li key={href}>
            <a
              href={href}
              className="rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-slate-800 hover:text-brand-700 aria-[current=page]:text-brand-700 xl:px-3"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
      <a
        href={pagePaths.login}
        target="_blank"
        rel="noopener"
        className="ml-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
      >
        Login
      </a>
    </>
  );
}
