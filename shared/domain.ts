import type { StaffRole } from './staff-schemas';
import type { ComplianceProfile } from './compliance/obligations';
import type { Role } from './runtime-config';

/** The profile of someone who signs in to a dashboard (the dashboard-users table). */
export interface DashboardUser {
  sub: string;
  email: string;
  role: Role;
  full_name: string;
  phone: string;
  company: string;
  is_active: boolean;
  /**
   * When the server confirmed with Cognito that this account's authenticator app (TOTP) is set
   * up; absent while it is not. Admin routes need it, and a session that began after it.
   */
  mfa_enrolled_at?: string;
  /** Sessions (tokens) that began before this time, in epoch seconds, are refused. */
  sessions_valid_after?: number;
  /** A staff account's role (shared/staff-schemas.ts); none recorded is a partner. */
  staffRole?: StaffRole;
  /** A client's advisor: the staff member the client deals with, shown on the portal. */
  advisorSub?: string;
  /** A client converted from a lead: that lead. */
  fromLeadId?: string;
  /** A client's obligations, GSTIN and reminder lead time (absent until first set). */
  compliance?: ComplianceProfile;
}

/**
 * Who is calling a route that is not public, as the API checked them (lambdas/core/auth.ts): the
 * token's subject and groups, and the stored profile they act with.
 */
export interface Caller {
  sub: string;
  groups: Role[];
  profile: DashboardUser;
  /** The role the token's groups and the stored profile agree on: what the handler acts as. */
  role: Role;
}

/** A security event about an account, kept in the audit log and shown to admins. */
export interface AuditEvent {
  /** The account the event is about. */
  subject: string;
  /** ISO time, then '#' and a unique suffix (the sort key). */
  at: string;
  action: 'mfa.enrolled' | 'mfa.removed' | 'mfa.reset' | 'sessions.ended';
  /** Who did it: the account itself, or the admin who reset it. */
  actor: { sub: string; email: string };
}

export const leadStatuses = ['new', 'in_progress', 'converted', 'closed'] as const;

/** The most repeats a lead summarises on itself; older ones are kept only as their own records. */
export const MAX_LISTED_REPEATS = 50;
export type LeadStatus = (typeof leadStatuses)[number];

/**
 * Where one website visit came from: the landing address's campaign tags and ad click ids, the
 * referring site (another site only, without its query) and the path the visit landed on.
 */
export interface Touch {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
  gclid?: string;
  fbclid?: string;
  referrer?: string;
  landing?: string;
}

/** A website lead's first touch (the visit's first page) and last touch (its latest campaign or referral). */
export interface Attribution {
  first?: Touch;
  last?: Touch;
}

/** A lead: from a webhook, or a website inquiry, which becomes a lead with source 'Website'. */
/** A later submission attached to an open lead, as the lead's history shows it. */
export interface LeadRepeat {
  id: string;
  at: string;
  source: string;
  name?: string;
  email?: string;
  phone?: string;
  service?: string;
  /** The first 300 characters of its message. */
  message?: string;
}

export interface Lead {
  id: string;
  entity: 'lead';
  name?: string;
  email: string;
  phone?: string;
  source: string;
  status: LeadStatus;
  service?: string;
  /** The company the person named (the inquiry form's company, a platform's company field). */
  company?: string;
  message?: string;
  /** For a webhook lead: the platform's campaign and form ids, when its payload carries them. */
  campaign?: string;
  formId?: string;
  /** A platform's test lead (e.g. Google Ads' "Send test data"), flagged as such. */
  test?: boolean;
  /** For a website lead: the GSTIN the visitor gave (upper case), when given. */
  gstin?: string;
  /** For a website lead: where the visit came from, when the browser knew (campaign: the last utm_campaign). */
  attribution?: Attribution;
  conversation_id?: string;
  /** For a website lead: the inquiry it came from. */
  inquiryId?: string;
  /**
   * Set when the phone or e-mail of this submission belongs to another open lead under another
   * name: it is a lead of its own (never silently joined to that person's), flagged "same phone /
   * e-mail as …" so the firm can tell who is who.
   */
  sameContactAs?: { id: string; name?: string; via: ('phone' | 'email')[] };
  /** Set when the inquiry's mails were given up on (see the 'Resend' action). */
  mailStatus?: 'failed';
  /** For a webhook lead: the endpoint it came through and the payload as received. */
  endpointId?: string;
  /** For a webhook lead: the endpoint's name when the lead arrived (its source is the platform). */
  endpoint?: string;
  /** For a webhook lead: what the sender called its source (`source`, `utm_source`), when it said. */
  sentSource?: string;
  raw?: string;
  /** For a webhook lead: the sender's delivery id (webhook-id or Idempotency-Key), when sent. */
  deliveryId?: string;
  /**
   * Lowercased name, e-mail and phone, which leads stored before the search table carry (search
   * now reads the search table); stripped from every answer.
   */
  searchText?: string;
  /**
   * The status the admin overview's day numbers count this lead under (set by the leads stream;
   * see the counts table); left out of the API's answers.
   */
  countedStatus?: LeadStatus;
  /**
   * Later submissions by the same person (same phone or e-mail while this lead was open), newest
   * last: each kept whole as its own record (`repeat#<id>`), the latest MAX_LISTED_REPEATS of them
   * summarised here (so the lead's item stays far below DynamoDB's 400 KB).
   */
  repeats?: LeadRepeat[];
  /** How many repeats there were in all (more than `repeats` holds once it is full). */
  repeatCount?: number;
  /** Raised by every change to `repeats` (a repeat added, one split off): their writes' condition. */
  repeatsRev?: number;
  /** When the person last got in touch (the latest repeat). */
  lastSeenAt?: string;
  /** The staff member who owns the lead (assigned in the lead list); absent while unassigned. */
  ownerSub?: string;
  ownerName?: string;
  /** The portal client this lead was converted to. */
  clientSub?: string;
  /**
   * When the firm first acted on the lead (its status first left 'new', a note, a conversion):
   * the end of the wait that response times are counted over. Absent while it waits.
   */
  firstRespondedAt?: string;
  /** When the firm's inbox was told the lead waited past the response target (once per lead). */
  overdueAlertedAt?: string;
  createdAt: string;
  updatedAt?: string;
}

/**
 * One entry of a lead's timeline as the firm's staff left it: a status change, a note, an owner
 * assigned, a mail sent again, the conversion to a client. The lead's arrival and the person's
 * repeats come from the lead itself.
 */
export interface LeadActivity {
  /** ISO time, then '#' and a unique suffix. */
  at: string;
  leadId: string;
  action: 'status' | 'note' | 'assigned' | 'mail' | 'converted';
  actor: { sub: string; name: string };
  /** 'status': the status set. */
  status?: LeadStatus;
  /** 'note': the note's text. 'mail': what was sent again. */
  text?: string;
  /** 'assigned': the new owner, absent when the lead was unassigned. */
  owner?: { sub: string; name: string };
  /** 'converted': the client account made from the lead. */
  client?: { sub: string; email: string };
}

/** An inbound webhook endpoint (docs/product.md#webhooks). The id is the unguessable part of its URL. */
export interface WebhookEndpoint {
  id: string;
  entity: 'webhook';
  name: string;
  active: boolean;
  createdAt: string;
  updatedAt?: string;
  /** Whether deliveries must carry a Standard Webhooks signature. */
  signed: boolean;
}

export interface WebhookDelivery {
  endpointId: string;
  at: string;
  deliveryId?: string;
  status: number;
  result: 'accepted' | 'duplicate' | 'refused';
  error?: string;
  leadId?: string;
}

/** The confirmation e-mail's state, kept on the inquiry (pending until SES accepts it). */
export const emailStatuses = ['pending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof emailStatuses)[number];

/** A website inquiry: the saved record, plus the e-mail's delivery state. */
export interface InquiryRecord {
  id: string;
  full_name: string;
  email: string;
  phone: string;
  company: string;
  /** Optional on the form: absent when the visitor gave none. */
  gstin?: string;
  service: string;
  message: string;
  honeypot: string;
  status: 'new';
  createdAt: string;
  emailStatus: EmailStatus;
  emailAttempts: number;
  confirmationSentAt?: string;
  /**
   * Why no confirmation was sent: the address bounced or complained before ('suppressed'), or it
   * already got the day's allowance of confirmations ('daily-cap'), or the form had sent the
   * hour's ('hourly-cap'). The firm's alert still goes.
   */
  confirmationSkipped?: 'suppressed' | 'daily-cap' | 'hourly-cap';
  alertSentAt?: string;
  lastEmailError?: string;
  /** The request that created it (its correlation id), carried into the mailer's logs. */
  correlationId?: string;
  /** Where the visit came from (first and last touch), when it said anything: the lead's. */
  attribution?: Attribution;
}

/** What POST /api/inquiries answers, the first time and every repeat of the same id. */
export interface InquiryReceipt {
  id: string;
  status: 'new';
  createdAt: string;
  emailStatus: EmailStatus;
}

/** What anyone may learn from GET /api/health: whether the API can serve, nothing more. */
export interface PublicHealth {
  status: 'up' | 'down';
}

/** The per-backend report, for admins (GET /api/admin/health). */
export interface HealthReport {
  status: 'ok' | 'degraded';
  checks: Record<'dynamodb' | 'cognito' | 'ses' | 's3', { ok: boolean; ms: number; error?: string }>;
}
