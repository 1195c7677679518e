import { rangeBounds } from './date-ranges';

/**
 * The client portal's records and constants, without zod: handlers that only count,
 * list or label load this alone; the schemas are in ./portal.
 */
export const requestStatuses = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export type RequestStatus = (typeof requestStatuses)[number];
export const requestStatusLabels: Record<RequestStatus, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
/** Open: the firm still has work to do. */
export const openStatuses: readonly RequestStatus[] = ['pending', 'in_progress'];

export interface StatusChange {
  status: RequestStatus;
  at: string;
  /** Who changed it: the client who filed it, or the staff member's name. */
  by: string;
}

/** A client's request for a service (the portal's core record). */
/** A staff member as a client sees them: the advisor, or whoever handles a request. */
export interface StaffContact {
  sub: string;
  name: string;
  email: string;
}

export interface ServiceRequest {
  id: string;
  clientSub: string;
  clientName: string;
  clientEmail: string;
  clientCompany: string;
  /** Catalogue slug and its title at the time of filing. */
  service: string;
  serviceTitle: string;
  description: string;
  /** The GSTIN and the PAN the client gave with the request (upper case), when given. */
  gstin?: string;
  pan?: string;
  status: RequestStatus;
  createdAt: string;
  updatedAt: string;
  /** Oldest first; the first entry is the filing. */
  history: StatusChange[];
  /** Messages the client (resp. the firm) has not opened yet. */
  unreadForClient: number;
  unreadForFirm: number;
  lastMessageAt?: string;
  /** The staff member handling the request (at filing, the client's advisor); absent until set. */
  assignee?: StaffContact;
}

export interface RequestMessage {
  id: string;
  requestId: string;
  from: 'client' | 'firm';
  authorName: string;
  body: string;
  at: string;
}

/** 'document': documents asked for, an upload rejected, a deliverable ready (client); an upload (firm). */
export const notificationKinds = [
  'request',
  'status',
  'message',
  'lead',
  'account',
  'reminder',
  'document',
] as const;
export interface PortalNotification {
  id: string;
  kind: (typeof notificationKinds)[number];
  title: string;
  body: string;
  /** Where in the dashboard it leads. */
  link: string;
  read: boolean;
  at: string;
}

/** What the firm changes without a deploy. */
export interface FirmSettings {
  leadAlertTo: string;
  requestAlertTo: string;
  contactEmail: string;
  contactPhone: string;
  /** Whole years a document is kept from its upload (files uploaded later get the new period). */
  documentRetentionYears: number;
  /** Days the firm is closed (India dates, YYYY-MM-DD, earliest first): a lead's wait stops on them. */
  holidays: string[];
  /** Business hours a new lead may wait for a first response; past them it is overdue. */
  responseTargetHours: number;
  updatedAt?: string;
  updatedBy?: string;
}

export interface PortalSummary {
  requestsByStatus: Record<RequestStatus, number>;
  openRequests: number;
  unreadMessages: number;
  unreadNotifications: number;
  /** The client's due dates of the next thirty days, from its obligations (extensions applied). */
  dueSoon: DueSoon[];
  /** Whether the client has recorded any obligation (else the panel asks them to). */
  hasObligations: boolean;
  /** The client's advisor at the firm, when one is set. */
  advisor?: StaffContact;
}

/** A due date as the portal shows it. */
export interface DueSoon {
  date: string;
  title: string;
  appliesTo: string;
  originalDate?: string;
  extensionReference?: string;
}

/** The ISO bounds of a from/to filter in India's time zone (either end may be open). */
export function requestRangeBounds(q: { from?: string; to?: string }): { start?: string; end?: string } {
  const start = q.from ? rangeBounds({ range: 'custom', from: q.from, to: q.from }).start : undefined;
  const end = q.to ? rangeBounds({ range: 'custom', from: q.to, to: q.to }).end : undefined;
  return { start, end };
}
