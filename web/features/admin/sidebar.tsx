import {
  Bell,
  ClipboardList,
  FilePlus,
  LayoutDashboard,
  MessageSquare,
  PanelLeft,
  Settings,
  Target,
  UserRound,
  Users,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';

/** spec 2.13/7: the sidebar's state lives in a cookie for 7 days. */
export const SIDEBAR_COOKIE = 'sidebar_state';
const COOKIE_MAX_AGE = 7 * 24 * 60 * 60;

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** spec 2.13's navigation. */
export const adminNav: { title?: string; items: NavItem[] }[] = [
  {
    items: [
      { to: '/admin-dashboard', label: 'Overview', icon: LayoutDashboard },
      { to: '/admin-dashboard/clients', label: 'Client Management', icon: Users },
      { to: '/admin-dashboard/requests', label: 'Service Requests', icon: ClipboardList },
      { to: '/admin-dashboard/leads', label: 'Lead Management', icon: Target },
      { to: '/admin-dashboard/notifications', label: 'Notifications', icon: Bell },
      { to: '/admin-dashboard/settings', label: 'Settings', icon: Settings },
    ],
  },
  { title: 'Integrations', items: [{ to: '/admin-dashboard/webhooks', label: 'Webhooks', icon: Webhook }] },
];

/** The client portal's navigation (spec 2.14 names the sidebar; issue 7 its pages). */
export const clientNav: typeof adminNav = [
  {
    items: [
      { to: '/client-dashboard', label: 'Overview', icon: LayoutDashboard },
      { to: '/client-dashboard/requests', label: 'My Requests', icon: ClipboardList },
      { to: '/client-dashboard/requests/new', label: 'New Request', icon: FilePlus },
      { to: '/client-dashboard/messages', label: 'Messages', icon: MessageSquare },
      { to: '/client-dashboard/notifications', label: 'Notifications', icon: Bell },
      { to: '/client-dashboard/profile', label: 'Profile', icon: UserRound },
    ],
  },
];

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
  nav: typeof adminNav;
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
      <aside
        data-state={open ? 'expanded' : 'collapsed'}
        className={`sticky top-0 hidden h-screen shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] md:flex ${
          open ? 'w-64' : 'w-12'
        }`}
      >
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
      </aside>
      {mobileOpen && (
        <div className="fixed inset-0 z-40 md:hidden">
          <button
            type="button"
            aria-label="Close menu"
            className="absolute inset-0 bg-slate-900/50"
            onClick={() => setMobileOpen(false)}
          />
          <aside className="relative flex h-full w-72 flex-col bg-white shadow-xl">
            <p className="flex h-16 items-center border-b border-slate-200 px-4 font-bold text-brand-900">
              {title}
            </p>
            {links(false)}
          </aside>
        </div>
      )}
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
