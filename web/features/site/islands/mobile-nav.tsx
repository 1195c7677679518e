import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { categories, findService, servicePath } from '../../../../shared/catalogue';

/** The mobile accordion, with a shorter list per category and a Login button. */
export default function MobileNav() {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <nav
      id="mobile-menu"
      aria-label="Main"
      className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t bg-white md:hidden"
    >
      <ul className="divide-y divide-slate-100 px-4 pb-4">
        {categories.map((c) => {
          const open = openId === c.id;
          const panelId = `mobile-${c.id}`;
          return (
            <li key={c.id}>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : c.id)}
                className="flex w-full items-center justify-between py-3 text-left font-medium text-slate-900"
              >
                {c.menuName}
                <ChevronDown
                  aria-hidden="true"
                  size={18}
                  className={`transition ${open ? 'rotate-180' : ''}`}
                />
              </button>
              <ul id={panelId} hidden={!open} className="pb-3 pl-3">
                {c.mobileSlugs.map((slug) => (
                  <li key={slug}>
                    <Link to={servicePath(c, slug)} className="block py-2 text-slate-700">
                      {findService(slug)?.service.name}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link to={c.path} className="block py-2 font-medium text-brand-700">
                    All {c.title}
                  </Link>
                </li>
              </ul>
            </li>
          );
        })}
        <li>
          <Link to="/pricing" className="block py-3 font-medium text-slate-900">
            Pricing
          </Link>
        </li>
        <li>
          <Link to="/about" className="block py-3 font-medium text-slate-900">
            About
          </Link>
        </li>
      </ul>
      <div className="px-4 pb-5">
        <a
          href="/dashboard-login"
          target="_blank"
          rel="noopener"
          className="block rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white"
        >
          Login
        </a>
      </div>
    </nav>
  );
}
