import * as Dialog from '@radix-ui/react-dialog';
import { PanelLeft, type LucideIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { DialogCloseIcon } from './modal';

export const SIDEBAR_COOKIE = 'sidebar_state';
const COOKIE_MAX_AGE = 7 * 24 * 60 * 60;

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** A dashboard's navigation: groups of links, a group with an optional heading. */
export type Navigation = { title?: string; items: NavItem[] }[];

function readCookie(): boolean {
  if (typeof document === 'undefined') return true;
  const m = new RegExp(`(?:^|; )${SIDEBAR_COOKIE}=(true|false)`).exec(document.cookie);
  return m ? m[1] === 'true' : true;
}

/**
 * The collapsible sidebar (16rem open, 3rem collapsed; on phones an 18rem sheet), toggled by its
 * button or Ctrl/Cmd+B; the open state is kept in a cookie for 7 days.
 */
export function SidebarLayout({
  title,
  nav,
  children,
}: {
  title: string;
  nav: Navigation;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(readCookie);
  const [mobileOpen, setMobileOpen] = useState(false);
  useEffect(() => {
    document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
  }, [open]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === 'b' && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        if (window.matchMedia('(min-width: 768px)').matches) setOpen((o) => !o);
        else setMobileOpen((o) => !o);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const links = (collapsed: boolean) => (
    <nav aria-label={title} className="flex-1 overflow-y-auto px-2 py-3">
      {nav.map((group, gi) => (
        <div key={gi} className="mb-4">
          {group.title && !collapsed && (
            <p className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
              {group.title}
            </p>
          )}
          <ul className="space-y-0.5">
            {group.items.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end
                  onClick={() => setMobileOpen(false)}
                  title={collapsed ? label : undefined}
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-md px-2 py-2 text-sm font-medium ${
                      isActive ? 'bg-brand-50 text-brand-900' : 'text-slate-700 hover:bg-slate-100'
                    }`
                  }
                >
                  <Icon aria-hidden="true" size={18} className="shrink-0" />
                  {collapsed ? <span className="sr-only">{label}</span> : label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );

  return (
    <div className="flex min-h-screen bg-slate-50">
      {/* The column stretches with the page, so its background runs the full height; its
          contents stay in view while the page scrolls. */}
      <aside
        data-state={open ? 'expanded' : 'collapsed'}
        className={`hidden shrink-0 border-r border-slate-200 bg-white transition-[width] md:block ${
          open ? 'w-64' : 'w-12'
        }`}
      >
        <div className="sticky top-0 flex h-screen flex-col">
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-2">
            {open && <p className="px-2 font-bold text-brand-900">{title}</p>}
            <button
              type="button"
              onClick={() => setOpen((o) => !o)}
              aria-label={open ? 'Collapse sidebar' : 'Expand sidebar'}
              aria-expanded={open}
              title="Toggle sidebar (Ctrl+B)"
              className="grid h-8 w-8 place-items-center rounded-md text-slate-700 hover:bg-slate-100"
            >
              <PanelLeft aria-hidden="true" size={18} />
            </button>
          </div>
          {links(!open)}
        </div>
      </aside>
      {/* On phones the menu is a modal sheet: focus stays in it, Escape closes it, and the page
          behind does not scroll. */}
      <Dialog.Root open={mobileOpen} onOpenChange={setMobileOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 md:hidden" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-40 flex w-72 flex-col bg-white shadow-xl md:hidden"
          >
            <Dialog.Title className="flex h-16 items-center border-b border-slate-200 px-4 font-bold text-brand-900">
              {title}
            </Dialog.Title>
            {links(false)}
            <DialogCloseIcon label="Close menu" />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={() => setMobileOpen(true)}
          aria-label="Open menu"
          className="fixed left-2 top-3 z-30 grid h-10 w-10 place-items-center rounded-md bg-white text-slate-700 hover:bg-slate-100 md:hidden"
        >
          <PanelLeft aria-hidden="true" size={20} />
        </button>
        {children}
      </div>
    </div>
  );
}
