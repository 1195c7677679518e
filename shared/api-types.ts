import type { PageTokenInput } from './webhooks';
import type { StaffInviteInput, StaffRole, StaffUpdateInput } from './staff-schemas';
import type { RouteId } from './api-routes';
import type {
  AuditEvent,
  DashboardUser,
  HealthReport,
  InquiryReceipt,
  Lead,
  LeadActivity,
  LeadStatus,
  PublicHealth,
  WebhookDelivery,
} from './domain';
import type { FieldMap, LastPayload, SourceType, WebhookEndpointView } from './lead-platforms';
import type { ChecklistItem, DocumentActivity, DocumentFile, ScanState, UploadForm } from './documents';
import type {
  ArchiveInput,
  ChecklistInput,
  ChecklistItemInput,
  ReviewInput,
  UploadInput,
} from './document-schemas';
import type { InquiryInput } from './inquiry';
import type { LeadQuery } from './leads';
import type {
  FirmSettings,
  PortalNotification,
  PortalSummary,
  RequestMessage,
  RequestStatus,
  ServiceRequest,
} from './portal-model';
import type {
  ClientListQuery,
  InviteInput,
  NewRequest,
  ProfileInput,
  RequestQuery,
  SettingsInput,
} from './portal';
import type {
  ClientDocument,
  ClientDocumentsQuery,
  DocumentRequestOption,
  OutstandingItem,
  OutstandingQuery,
} from './document-lists';
import type { Role } from './runtime-config';
import type { ComplianceKind } from './compliance/calendar-rules';
import type { ExtensionInput, RecordedExtension } from './compliance/extensions';
import type { ComplianceProfileInput } from './compliance/obligations';

/**
 * A profile as stored and answered: an invited client's also says when the invitation was made.
 */
type StoredProfile = DashboardUser & { invitedAt?: string };

/** An admin account as the staff list shows it, with its last security event. */
export interface StaffMember {
  sub: string;
  email: string;
  full_name: string;
  is_active: boolean;
  staffRole: StaffRole;
  mfa_enrolled_at?: string;
  lastEvent?: AuditEvent;
}

/** A lead as the API answers it: the search key it is stored with stays on the server. */
type ListedLead = Omit<Lead, 'searchText' | 'countedStatus'>;

/**
 * An export of the filtered list, written as a CSV file by a job: `POST /api/leads/exports` with
 * an id of the browser's starts it (`queued`; the same request again answers it as it is), and
 * `GET /api/leads/exports/{id}` reads how far it got (`leads` written so far). Once `ready`, the answer carries a link that downloads the
 * file, valid until `expiresAt` (a minute; ask again for a fresh one); `failed` says why.
 */
export type LeadExport =
  | { id: string; status: 'queued' | 'running'; leads: number }
  | { id: string; status: 'ready'; leads: number; url: string; expiresAt: string }
  | { id: string; status: 'failed'; leads: number; error: string };

/**
 * What each API route answers on success, declared once for both sides: a handler builds its
 * body with `satisfies ApiResponse<'routeId'>`, and the browser's API layer returns the same type,
 * so a field renamed on one side fails the type check of the other.
 */
export interface ApiResponses {
  getHealth: PublicHealth;
  getSystemHealth: HealthReport;
  getMe: { profile: StoredProfile; groups: Role[] };
  confirmMfa: { profile: StoredProfile };
  removeMfa: { profile: StoredProfile };
  endSessions: { endedAt: number };
  listStaff: { staff: StaffMember[] };
  resetStaffMfa: { member: StaffMember };
  setPageToken: { webhook: WebhookEndpointView };
  checkConnection: { webhook: WebhookEndpointView };
  inviteStaff: { member: StaffMember };
  updateStaff: { member: StaffMember };
  postInquiry: InquiryReceipt;
  getInquiryStatus: { id: string; emailStatus: InquiryReceipt['emailStatus'] | 'skipped' };
  listWebhooks: { webhooks: WebhookEndpointView[] };
  createWebhook: { webhook: WebhookEndpointView };
  updateWebhook: { webhook: WebhookEndpointView };
  deleteWebhook: { deleted: true };
  rotateWebhookSecret: { secret: string };
  /** `lastPayload`: a custom endpoint's last payload, for its field map's preview. */
  listWebhookDeliveries: { deliveries: WebhookDelivery[]; lastPayload?: LastPayload };
  sendTestLead: { id: string };
  receiveWebhook: { id: string; duplicate: boolean };
  /** Meta's subscription handshake: the challenge, as text/plain. */
  verifyWebhookSubscription: string;
  listLeads: { leads: ListedLead[]; cursor?: string };
  startLeadExport: LeadExport;
  getLeadExport: LeadExport;
  /** The lead list's filter choices: sources and services leads have named. */
  listLeadSources: { sources: string[]; services: string[] };
  /** With the timeline entry a note made. */
  updateLeadStatus: { lead: ListedLead };
  addLeadNote: { lead: ListedLead; entry: LeadActivity };
  assignLead: { lead: ListedLead };
  /** The lead without the repeat, and the lead the repeat became. */
  splitLead: { lead: ListedLead; split: ListedLead };
  resendLeadMail: { id: string; mail: 'queued'; sent: 'all' | 'confirmation' };
  getLeadActivity: {
    lead: ListedLead;
    activity: LeadActivity[];
    /** A website lead's mails, when SES accepted each (a later resend's confirmation: the latest). */
    mails: { at: string; text: string }[];
  };
  getAdminOverview: AdminOverview;
  getResponseTimes: ResponseTimes;
  updateMe: { profile: StoredProfile };
  getPortalSummary: PortalSummary;
  listRequests: { requests: ServiceRequest[]; counts: Record<RequestStatus, number> };
  createRequest: { request: ServiceRequest };
  openClientRequest: { request: ServiceRequest };
  getRequest: { request: ServiceRequest };
  updateRequestStatus: { request: ServiceRequest };
  listRequestMessages: { messages: RequestMessage[] };
  postRequestMessage: { message: RequestMessage };
  listNotifications: { notifications: PortalNotification[]; unread: number };
  markNotificationsRead: { marked: number };
  /** One page, by name; `nextCursor` when there are more. */
  listClients: { clients: StoredProfile[]; nextCursor?: string };
  /** With the lead, when the client was converted from one. */
  inviteClient: { client: DashboardUser };
  convertLead: { client: DashboardUser; lead: ListedLead };
  updateClient: { client: StoredProfile };
  getSettings: { settings: FirmSettings };
  updateSettings: { settings: FirmSettings };
  addChecklistItems: { items: ChecklistItem[] };
  updateChecklistItem: { item: ChecklistItem };
  removeChecklistItem: { removed: true };
  notifyChecklistChanges: { added: number; changed: number; removed: number };
  /** `activity`: the request's uploads, downloads, reviews and deletions, oldest first (the latest 200). */
  listDocuments: { items: ChecklistItem[]; files: DocumentFile[]; activity: DocumentActivity[] };
  createUpload: { file: DocumentFile; upload: UploadForm };
  createDeliverable: { file: DocumentFile; upload: UploadForm };
  completeUpload: { file: DocumentFile };
  reviewDocument: { file: DocumentFile };
  /** A link valid for a minute; `scan` is the malware scan's verdict (locally: not scanned). */
  downloadDocument: { url: string; expiresAt: string; scan: ScanState };
  deleteDocument: { deleted: true };
  archiveDocument: { file: DocumentFile };
  /**
   * A page of the client's files (`cursor` when there are more), the outstanding items (at most
   * 100; `neededMore` when there are more) and its requests, for the filter.
   */
  listMyDocuments: {
    files: ClientDocument[];
    cursor?: string;
    needed: OutstandingItem[];
    neededMore: boolean;
    requests: DocumentRequestOption[];
  };
  /** A page of 100 outstanding items, earliest due first; `cursor` when there are more. */
  listOutstandingDocuments: { items: OutstandingItem[]; cursor?: string };
  /** The iCalendar feed's text (text/calendar), not JSON. */
  getComplianceFeed: string;
  listCalendarExtensions: { extensions: RecordedExtension[] };
  recordCalendarExtension: { extensions: RecordedExtension[] };
  removeCalendarExtension: { extensions: RecordedExtension[] };
  updateMyCompliance: { profile: StoredProfile };
  updateClientCompliance: { profile: StoredProfile };
}

/** What each route accepts as its JSON body (routes without a body are absent). */
export interface ApiBodies {
  postInquiry: InquiryInput & { id: string };
  createWebhook: { name: string; active?: boolean; sourceType?: SourceType; appSecret?: string };
  updateWebhook: { name?: string; active?: boolean; fieldMap?: FieldMap };
  updateLeadStatus: { status: LeadStatus };
  addLeadNote: { note: string };
  assignLead: { ownerSub: string | null };
  startLeadExport: Omit<LeadQuery, 'limit' | 'cursor'> & { id: string };
  updateMe: ProfileInput;
  createRequest: NewRequest;
  openClientRequest: NewRequest;
  updateRequestStatus: { status?: RequestStatus; assigneeSub?: string | null };
  postRequestMessage: { body: string };
  markNotificationsRead: { ids: string[] } | { all: true };
  inviteClient: InviteInput;
  inviteStaff: StaffInviteInput;
  setPageToken: PageTokenInput;
  updateStaff: StaffUpdateInput;
  convertLead: InviteInput;
  updateClient: { is_active?: boolean; advisorSub?: string | null };
  updateSettings: SettingsInput;
  addChecklistItems: ChecklistInput;
  updateChecklistItem: ChecklistItemInput;
  createUpload: UploadInput;
  createDeliverable: UploadInput;
  reviewDocument: ReviewInput;
  splitLead: { repeatId: string };
  archiveDocument: ArchiveInput;
  recordCalendarExtension: ExtensionInput;
  updateMyCompliance: ComplianceProfileInput;
  updateClientCompliance: ComplianceProfileInput;
}

/** The query strings the list routes understand. */
export interface ApiQueries {
  listLeads: LeadQuery;
  listRequests: RequestQuery;
  getAdminOverview: AdminOverviewQuery;
  listClients: ClientListQuery;
  getComplianceFeed: { kind?: ComplianceKind };
  removeCalendarExtension: { period: string };
  listMyDocuments: ClientDocumentsQuery;
  listOutstandingDocuments: OutstandingQuery;
}

export type ApiResponse<R extends RouteId> = R extends keyof ApiResponses ? ApiResponses[R] : never;
export type ApiBody<R extends RouteId> = R extends keyof ApiBodies ? ApiBodies[R] : undefined;
export type ApiQuery<R extends RouteId> = R extends keyof ApiQueries ? ApiQueries[R] : undefined;

export interface AdminOverviewQuery {
  from?: string;
  to?: string;
  status?: LeadStatus;
  /** Narrows the service requests only: leads are not linked to clients. */
  client?: string;
}

/** The admin dashboard's figures, all computed by the API from the data. */
export interface AdminOverview {
  range: { from: string; to: string };
  byStatus: Record<LeadStatus, number>;
  newThisWeek: number;
  inquiriesToday: number;
  activeEndpoints: number;
  clients: number;
  /** The newest leads of the range, without their raw payloads. */
  latest: Omit<ListedLead, 'raw'>[];
  /** Leads per day of the range, counted by source and by campaign ('' for leads without one). */
  perDay: { date: string; sources: Record<string, number>; campaigns: Record<string, number> }[];
  requests: { byStatus: Record<RequestStatus, number>; recent: ServiceRequest[] };
}

/** A lead waiting past the response target, as the overview lists it. */
export type OverdueLead = Pick<
  Lead,
  'id' | 'name' | 'email' | 'phone' | 'source' | 'service' | 'createdAt'
> & {
  /** Its wait so far, in business minutes. */
  waitedMinutes: number;
};

/** The firm's response target and holidays, and the leads waiting past the target. */
export interface ResponseTimes {
  targetHours: number;
  holidays: string[];
  /** The leads waiting past the target, oldest first (the first 50); `overdueCount` counts all. */
  overdue: OverdueLead[];
  overdueCount: number;
}

/** Fails to compile when a route of the table has no response type above. */
type NeverMissing<T extends never> = T;
export type EveryRouteHasAResponse = NeverMissing<Exclude<RouteId, keyof ApiResponses>>;
