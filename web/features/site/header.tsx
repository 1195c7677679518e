import { ChevronDown, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import {
  categories,
  findService,
  megaMenuLayout,
  servicePath,
  type Category,
} from '../../../shared/catalogue';
import { Logo } from '../../components/logo';

const SCROLL_THRESHOLD = 20;

/** spec 2.3: fixed top bar; white with blur and shadow once scrolled past 20 px. */
export function Header() {
  const [scrolled, setScrolled] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useEffect(() => setMobileOpen(false), [location.pathname]);

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 transition-all duration-200 ${
        scrolled || mobileOpen ? 'bg-white/90 shadow-md backdrop-blur-md' : 'bg-white/0'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <ul className="flex items-center gap-0.5">
            {categories.map((c) => (
              <MegaMenuItem key={c.id} category={c} />
            ))}
            <li>
              <NavLink to="/pricing" className={navLinkClass}>
                Pricing
              </NavLink>
            </li>
            <li>
              <NavLink to="/about" className={navLinkClass}>
                About
              </NavLink>
            </li>
          </ul>
          <a
            href="/dashboard-login"
            target="_blank"
            rel="noopener"
            className="ml-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
          >
            Login
          </a>
        </nav>
        <button
          type="button"
          className="grid h-11 w-11 place-items-center rounded-md text-brand-900 md:hidden"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMobileOpen((o) => !o)}
        >
          {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      </div>
      {mobileOpen && <MobileMenu />}
    </header>
  );
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2.5 py-2 text-sm font-medium lg:px-3 ${
    isActive ? 'text-brand-700' : 'text-slate-800 hover:text-brand-700'
  }`;

/** One category of the desktop mega-menu: opens on hover, and by keyboard (Enter, Space, ArrowDown). */
function MegaMenuItem({ category }: { category: Category }) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { columns, widthPx } = megaMenuLayout(category.services.length);
  const panelId = `menu-${category.id}`;
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);

  const show = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    closeTimer.current = window.setTimeout(() => setOpen(false), 120);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    } else if (e.key === 'ArrowDown' && e.target === buttonRef.current) {
      e.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => panelRef.current?.querySelector('a')?.focus());
    }
  };

  return (
    <li
      className="relative"
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-center gap-1 rounded-md px-2.5 py-2 text-sm font-medium text-slate-800 hover:text-brand-700 lg:px-3"
      >
        {category.menuName}
        <ChevronDown aria-hidden="true" size={14} className={`transition ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        data-columns={columns}
        style={{ width: `min(${widthPx}px, calc(100vw - 2rem))` }}
        className="absolute left-1/2 top-full z-50 mt-1 -translate-x-1/2 rounded-xl bg-white p-5 shadow-xl ring-1 ring-slate-200"
      >
        <p className="mb-3 flex items-baseline justify-between border-b border-slate-100 pb-2">
          <span className="font-semibold text-brand-900">{category.title}</span>
          <Link to={category.path} className="text-sm font-medium text-brand-700 hover:underline">
            View all
          </Link>
        </p>
        <ul
          className="grid gap-x-4 gap-y-1"
          style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {category.services.map((s) => (
            <li key={s.slug}>
              <Link
                to={servicePath(category, s.slug)}
                className="block rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-900"
              >
                {s.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/** spec 2.3: the mobile accordion, with a shorter list per category and a Login button. */
function MobileMenu() {
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
