import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Logo } from '../../components/logo';
import { StaticIsland } from '../../components/static-island';
import DesktopNav from './islands/desktop-nav';

const SCROLL_THRESHOLD = 20;
const loadDesktopNav = () => import('./islands/desktop-nav.lazy');
// The mobile menu is drawn only when opened: its lists load then.
const MobileNav = lazy(() => import('./islands/mobile-nav'));

/** The fixed top bar: transparent at the top, white with blur and shadow once scrolled past 20 px. */
export function Header() {
  const [scrolled, setScrolled] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  const navRef = useMegaMenu(pathname);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useEffect(() => setMobileOpen(false), [pathname]);

  return (
    <header
      data-scrolled={scrolled}
      data-menu={mobileOpen ? 'open' : undefined}
      className={`fixed inset-x-0 top-0 z-40 transition-all duration-200 ${
        scrolled || mobileOpen ? 'bg-white/90 shadow-md backdrop-blur-md' : 'bg-white/0'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Logo />
        <div ref={navRef} className="hidden md:block">
          <StaticIsland
            as="nav"
            id="main-nav"
            label="Main"
            className="flex items-center gap-1"
            server={import.meta.env.SSR ? DesktopNav : null}
            load={loadDesktopNav}
          />
        </div>
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
      {mobileOpen && (
        <Suspense fallback={null}>
          <MobileNav />
        </Suspense>
      )}
    </header>
  );
}

/**
 * The desktop mega-menu's behaviour over its prerendered markup: a category opens on hover, on
 * click, and from the keyboard (Enter, Space, ArrowDown into the panel); Escape closes it and
 * returns focus; leaving it closes it. The current page's plain link is marked.
 */
function useMegaMenu(pathname: string) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const timers = new Map<Element, number>();
    const parts = (item: Element) => ({
      button: item.querySelector<HTMLButtonElement>(':scope > button')!,
      panel: item.querySelector<HTMLElement>(':scope > div')!,
    });
    const setOpen = (item: Element, open: boolean) => {
      window.clearTimeout(timers.get(item));
      const { button, panel } = parts(item);
      panel.hidden = !open;
      button.setAttribute('aria-expanded', String(open));
      item.toggleAttribute('data-open', open);
    };
    const closeAll = () => root.querySelectorAll('[data-menu]').forEach((item) => setOpen(item, false));
    const itemOf = (target: EventTarget | null) =>
      target instanceof Element ? target.closest('[data-menu]') : null;

    const onOver = (e: MouseEvent) => {
      const item = itemOf(e.target);
      if (item) setOpen(item, true);
    };
    const onOut = (e: MouseEvent) => {
      const item = itemOf(e.target);
      if (!item || item.contains(e.relatedTarget as Node | null)) return;
      timers.set(
        item,
        window.setTimeout(() => setOpen(item, false), 120),
      );
    };
    const onClick = (e: MouseEvent) => {
      const target = e.target as Element;
      const item = itemOf(target);
      if (item && target.closest('button')) {
        setOpen(item, parts(item).button.getAttribute('aria-expanded') !== 'true');
      } else if (target.closest('a')) {
        closeAll();
      }
    };
    const onKey = (e: KeyboardEvent) => {
      const item = itemOf(e.target);
      if (!item) return;
      const { button, panel } = parts(item);
      if (e.key === 'Escape' && !panel.hidden) {
        setOpen(item, false);
        button.focus();
      } else if (e.key === 'ArrowDown' && e.target === button) {
        e.preventDefault();
        setOpen(item, true);
        panel.querySelector('a')?.focus();
      }
    };
    const onFocusOut = (e: FocusEvent) => {
      const item = itemOf(e.target);
      if (item && !item.contains(e.relatedTarget as Node | null)) setOpen(item, false);
    };
    root.addEventListener('mouseover', onOver);
    root.addEventListener('mouseout', onOut);
    root.addEventListener('click', onClick);
    root.addEventListener('keydown', onKey);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      root.removeEventListener('mouseover', onOver);
      root.removeEventListener('mouseout', onOut);
      root.removeEventListener('click', onClick);
      root.removeEventListener('keydown', onKey);
      root.removeEventListener('focusout', onFocusOut);
      timers.forEach((t) => window.clearTimeout(t));
    };
  }, []);
  // After every navigation: panels closed, the current page's link marked.
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    root.querySelectorAll('[data-menu]').forEach((item) => {
      item.querySelector(':scope > div')?.setAttribute('hidden', '');
      item.querySelector(':scope > button')?.setAttribute('aria-expanded', 'false');
      item.removeAttribute('data-open');
    });
    root.querySelectorAll('a').forEach((a) => {
      if (a.getAttribute('href') === pathname) a.setAttribute('aria-current', 'page');
      else a.removeAttribute('aria-current');
    });
  }, [pathname]);
  return ref;
}
