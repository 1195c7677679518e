import {
  Bell,
  ClipboardList,
  FilePlus,
  FileText,
  LayoutDashboard,
  MessageSquare,
  Settings,
  Target,
  UserRound,
  Users,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import type { Navigation, NavItem } from './components/sidebar';
import { pagePaths } from '../shared/page-paths';

/** Both dashboards' navigation, in one place: the sidebars, and what the pages link to. */

type Dashboard = 'admin' | 'client';

/**
 * Every sidebar page, in sidebar order: its address below the dashboard's root, its icon, and its
 * label in each dashboard that has it. A page both dashboards have sits at the same address in each.
 */
const pages: { path: string; icon: LucideIcon; admin?: string; client?: string }[] = [
  { path: '', icon: LayoutDashboard, admin: 'Overview', client: 'Overview' },
  { path: '/clients', icon: Users, admin: 'Client Management' },
  { path: '/requests', icon: ClipboardList, admin: 'Service Requests', client: 'My Requests' },
  { path: '/new-request', icon: FilePlus, client: 'New Request' },
  { path: '/documents', icon: FileText, admin: 'Documents', client: 'Documents' },
  { path: '/leads', icon: Target, admin: 'Lead Management' },
  { path: '/messages', icon: MessageSquare, client: 'Messages' },
  { path: '/notifications', icon: Bell, admin: 'Notifications', client: 'Notifications' },
  { path: '/settings', icon: Settings, admin: 'Settings' },
  { path: '/profile', icon: UserRound, client: 'Profile' },
];

/** The pages of one dashboard, as sidebar links below its root. */
function sidebarItems(dashboard: Dashboard): NavItem[] {
  return pages.flatMap(({ path, icon, [dashboard]: label }) =>
    label ? [{ to: `${pagePaths[dashboard].home}${path}`, label, icon }] : [],
  );
}

/** The admin dashboard's sidebar: the firm's work first, integrations apart. */
export const adminNav: Navigation = [
  { items: sidebarItems('admin') },
  { title: 'Integrations', items: [{ to: pagePaths.admin.webhooks, label: 'Webhooks', icon: Webhook }] },
];

/** The client portal's sidebar. */
export const clientNav: Navigation = [{ items: sidebarItems('client') }];
