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
} from 'lucide-react';
import type { Navigation } from './components/sidebar';

/** Both dashboards' navigation, in one place: the sidebars, and what the pages link to. */

/** The admin dashboard's sidebar: the firm's work first, integrations apart. */
export const adminNav: Navigation = [
  {
    items: [
      { to: '/admin-dashboard', label: 'Overview', icon: LayoutDashboard },
      { to: '/admin-dashboard/clients', label: 'Client Management', icon: Users },
      { to: '/admin-dashboard/requests', label: 'Service Requests', icon: ClipboardList },
      { to: '/admin-dashboard/documents', label: 'Documents', icon: FileText },
      { to: '/admin-dashboard/leads', label: 'Lead Management', icon: Target },
      { to: '/admin-dashboard/notifications', label: 'Notifications', icon: Bell },
      { to: '/admin-dashboard/settings', label: 'Settings', icon: Settings },
    ],
  },
  { title: 'Integrations', items: [{ to: '/admin-dashboard/webhooks', label: 'Webhooks', icon: Webhook }] },
];

/** The client portal's sidebar. */
export const clientNav: Navigation = [
  {
    items: [
      { to: '/client-dashboard', label: 'Overview', icon: LayoutDashboard },
      { to: '/client-dashboard/requests', label: 'My Requests', icon: ClipboardList },
      { to: '/client-dashboard/new-request', label: 'New Request', icon: FilePlus },
      { to: '/client-dashboard/documents', label: 'Documents', icon: FileText },
      { to: '/client-dashboard/messages', label: 'Messages', icon: MessageSquare },
      { to: '/client-dashboard/notifications', label: 'Notifications', icon: Bell },
      { to: '/client-dashboard/profile', label: 'Profile', icon: UserRound },
    ],
  },
];
