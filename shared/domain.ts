import type { Role } from './runtime-config';

/** spec 3, dashboard_users: the profile of someone who signs in to a dashboard. */
export interface DashboardUser {
  sub: string;
  email: string;
  role: Role;
  full_name: string;
  phone: string;
  company: string;
  is_active: boolean;
}

export const leadStatuses = ['new', 'in_progress', 'converted', 'closed'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** spec 3, webhook_leads (and website inquiries, which become leads with source 'Website'). */
export interface Lead {
  id: string;
  entity: 'lead';
  name?: string;
  email: string;
  phone?: string;
  source: string;
  status: LeadStatus;
  service?: string;
  message?: string;
  conversation_id?: string;
  createdAt: string;
}

export interface HealthReport {
  status: 'ok' | 'degraded';
  checks: Record<'dynamodb' | 'cognito' | 'ses', { ok: boolean; ms: number; error?: string }>;
}
