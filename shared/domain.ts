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
  /** For a website lead: the inquiry it came from. */
  inquiryId?: string;
  createdAt: string;
}

/** The confirmation e-mail's state, kept on the inquiry (pending until SES accepts it). */
export const emailStatuses = ['pending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof emailStatuses)[number];

/** spec 3, inquiries: the saved record, plus the e-mail's delivery state. */
export interface InquiryRecord {
  id: string;
  full_name: string;
  email: string;
  phone: string;
  company: string;
  service: string;
  message: string;
  honeypot: string;
  status: 'new';
  createdAt: string;
  emailStatus: EmailStatus;
  emailAttempts: number;
  confirmationSentAt?: string;
  alertSentAt?: string;
  lastEmailError?: string;
}

/** What POST /api/inquiries answers, the first time and every repeat of the same id. */
export interface InquiryReceipt {
  id: string;
  status: 'new';
  createdAt: string;
  emailStatus: EmailStatus;
}

export interface HealthReport {
  status: 'ok' | 'degraded';
  checks: Record<'dynamodb' | 'cognito' | 'ses', { ok: boolean; ms: number; error?: string }>;
}
