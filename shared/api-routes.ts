import { EXTENSIONS_PATH, FEED_PATH } from './compliance/feed';
import type { SecretAccess, SecretKey } from './secrets';
import type { TableKey } from './tables';

/**
 * The API route table, declared once. The CDK API stack makes one Lambda and one HTTP API route
 * per entry; the local API server reads the same list; handlers read their own entry to enforce
 * who may call them.
 */
export type Access = 'public' | 'admin' | 'client' | 'signed-in';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type TableAccess = 'read' | 'write';
/**
 * AWS services a handler calls besides DynamoDB's data actions: 'ses' sends mail as the firm,
 * 'cognito-admin' creates, disables and enables accounts (and ends their sessions),
 * 'cognito-mfa' reads and resets an account's second factor and ends its sessions, 'describe'
 * asks each backend a read-only control-plane question (DescribeTable on its tables,
 * DescribeUserPool, SES GetAccount). Every route where an admin needs a second factor also reads
 * the caller's ('cognito-mfa-check', added by `routeServices`). 'documents-read' reads objects of the
 * documents bucket and their tags (downloads, scan verdicts); 'documents-write' also creates
 * (presigned uploads) and deletes them. 'lead-exports' writes the lead list's CSV exports under
 * their own prefix of that bucket; 'lead-export-links' signs the links that download them.
 */
export type ExternalService =
  | 'ses'
  | 'cognito-admin'
  | 'cognito-mfa'
  | 'cognito-mfa-check'
  | 'describe'
  | 'documents-read'
  | 'documents-write'
  | 'lead-exports'
  | 'lead-export-links';

export interface ApiRoute {
  readonly id: string;
  readonly method: HttpMethod;
  /** Full path as the browser sees it, with `{name}` parameters. CloudFront forwards /api/* unchanged. */
  readonly path: string;
  /** File name in lambdas/, without extension. */
  readonly handler: string;
  readonly access: Access;
  readonly tables: Partial<Record<TableKey, TableAccess>>;
  readonly services?: readonly ExternalService[];
  /**
   * A staff account without a confirmed second factor may call this route: only what it needs to
   * set one up (its own profile, confirming a new authenticator, ending its own sessions). Every
   * other route refuses an admin without one, whatever the route's access (see `authorize`).
   */
  readonly beforeSecondFactor?: true;
  /**
   * Only a partner may call this route (staff, settings, the lead-source endpoints): a staff
   * account of the admin group is refused with 403 (see `authorize`).
   */
  readonly partnerOnly?: true;
  /**
   * Secrets the handler reads or writes beyond the origin-verify value every route reads
   * (shared/secrets.ts): each granted on that secret alone.
   */
  readonly secrets?: Partial<Record<SecretKey, SecretAccess>>;
  /** Per-route API Gateway throttling, tighter than the stage's, for routes anyone can call. */
  readonly throttle?: { readonly rateLimit: number; readonly burstLimit: number };
  /**
   * The largest body the route's handler reads, in bytes; a larger one is answered 413 before it
   * is parsed. At least the largest body the route's schema accepts as JSON.stringify writes it,
   * every character at its costliest in UTF-8 JSON: 3 bytes for an Indic letter, 6 for a control
   * character where a field allows one (test/infra/waf-body-limits.test.ts derives those from the
   * schemas). The edge's limit on the route's path is never lower (infra/stacks/waf-stack.ts), so
   * an oversize body gets the handler's 413, not a WAF block. Routes that read no body have none.
   */
  readonly maxBodyBytes?: number;
}

const KB = 1024;

export const apiRoutes = [
  {
    // Anyone may ask whether the API is up; the answer says up or down and nothing more, from one
    // data-plane read. The per-backend report is the admin route below.
    id: 'getHealth',
    method: 'GET',
    path: '/api/health',
    handler: 'get-health',
    access: 'public',
    tables: { dashboardUsers: 'read' },
    throttle: { rateLimit: 5, burstLimit: 10 },
  },
  {
    id: 'getSystemHealth',
    method: 'GET',
    path: '/api/admin/health',
    handler: 'get-system-health',
    access: 'admin',
    tables: {},
    services: ['describe'],
  },
  {
    id: 'getMe',
    method: 'GET',
    path: '/api/me',
    handler: 'get-me',
    access: 'signed-in',
    beforeSecondFactor: true,
    tables: {},
  },
  {
    // The caller confirms the authenticator they just set up with Cognito: the server checks it
    // there, records it, and ends every session that began without it.
    id: 'confirmMfa',
    method: 'POST',
    path: '/api/me/mfa',
    handler: 'confirm-mfa',
    access: 'signed-in',
    beforeSecondFactor: true,
    tables: { dashboardUsers: 'write', auditLog: 'write' },
    services: ['cognito-mfa'],
  },
  {
    id: 'removeMfa',
    method: 'DELETE',
    path: '/api/me/mfa',
    handler: 'remove-mfa',
    access: 'signed-in',
    tables: { dashboardUsers: 'write', auditLog: 'write' },
    services: ['cognito-mfa'],
  },
  {
    // After a password change, or from the profile: every session of the caller ends.
    id: 'endSessions',
    method: 'POST',
    path: '/api/me/sessions/end',
    handler: 'end-sessions',
    access: 'signed-in',
    beforeSecondFactor: true,
    tables: { dashboardUsers: 'write', auditLog: 'write' },
    services: ['cognito-mfa'],
  },
  {
    id: 'listStaff',
    method: 'GET',
    path: '/api/admin/staff',
    handler: 'list-staff',
    access: 'admin',
    tables: { dashboardUsers: 'read', auditLog: 'read' },
  },
  {
    // A colleague invited: an account in the admin group with a temporary password, a profile
    // with its role, and the invitation e-mail.
    id: 'inviteStaff',
    method: 'POST',
    path: '/api/admin/staff',
    handler: 'invite-staff',
    access: 'admin',
    partnerOnly: true,
    tables: { dashboardUsers: 'write', notifications: 'write', auditLog: 'read' },
    services: ['cognito-admin'],
    maxBodyBytes: 16 * KB,
  },
  {
    // Deactivate or reactivate a colleague, or change their role; never the last active partner.
    id: 'updateStaff',
    method: 'PATCH',
    path: '/api/admin/staff/{sub}',
    handler: 'update-staff',
    access: 'admin',
    partnerOnly: true,
    tables: { dashboardUsers: 'write', auditLog: 'read' },
    services: ['cognito-admin'],
    maxBodyBytes: 16 * KB,
  },
  {
    // Lost device: a partner turns a colleague's second factor off; they set it up again at
    // their next sign-in.
    id: 'resetStaffMfa',
    method: 'POST',
    path: '/api/admin/staff/{sub}/mfa-reset',
    handler: 'reset-staff-mfa',
    access: 'admin',
    partnerOnly: true,
    tables: { dashboardUsers: 'write', auditLog: 'write' },
    services: ['cognito-mfa'],
  },
  {
    id: 'postInquiry',
    method: 'POST',
    path: '/api/inquiries',
    handler: 'post-inquiry',
    access: 'public',
    tables: { inquiries: 'write' },
    throttle: { rateLimit: 5, burstLimit: 20 },
    // The form's fields (a 2,000-character message), plus the visit's first and last touch: up to
    // nine 300-character values each. 30 KB at most in an Indic script.
    maxBodyBytes: 32 * KB,
  },
  {
    id: 'getInquiryStatus',
    method: 'GET',
    path: '/api/inquiries/{id}',
    handler: 'get-inquiry-status',
    access: 'public',
    tables: { inquiries: 'read' },
    throttle: { rateLimit: 10, burstLimit: 20 },
  },
  {
    id: 'listWebhooks',
    method: 'GET',
    path: '/api/webhooks',
    handler: 'list-webhooks',
    access: 'admin',
    tables: { webhooks: 'read' },
  },
  {
    id: 'createWebhook',
    method: 'POST',
    path: '/api/webhooks',
    handler: 'create-webhook',
    access: 'admin',
    partnerOnly: true,
    tables: { webhooks: 'write' },
    // A name and a Meta app secret: under 2 KB.
    maxBodyBytes: 4 * KB,
  },
  {
    id: 'updateWebhook',
    method: 'PATCH',
    path: '/api/webhooks/{id}',
    handler: 'update-webhook',
    access: 'admin',
    partnerOnly: true,
    tables: { webhooks: 'write' },
    // A name and a field map of nine payload paths of 500 characters each: 27 KB at most (control
    // characters count 6 bytes each: the paths do not refuse them).
    maxBodyBytes: 32 * KB,
  },
  {
    id: 'deleteWebhook',
    method: 'DELETE',
    path: '/api/webhooks/{id}',
    handler: 'delete-webhook',
    access: 'admin',
    partnerOnly: true,
    tables: { webhooks: 'write' },
  },
  {
    id: 'rotateWebhookSecret',
    method: 'POST',
    path: '/api/webhooks/{id}/secret',
    handler: 'rotate-webhook-secret',
    access: 'admin',
    partnerOnly: true,
    tables: { webhooks: 'write' },
  },
  {
    id: 'listWebhookDeliveries',
    method: 'GET',
    path: '/api/webhooks/{id}/deliveries',
    handler: 'list-webhook-deliveries',
    access: 'admin',
    tables: { webhooks: 'read', webhookDeliveries: 'read' },
  },
  {
    id: 'sendTestLead',
    method: 'POST',
    path: '/api/webhooks/{id}/test',
    handler: 'send-test-lead',
    access: 'admin',
    tables: { webhooks: 'write', webhookDeliveries: 'write', leads: 'write' },
    // A Meta endpoint's test lead needs the Page access token a real lead would need.
    secrets: { metaPageTokens: 'read' },
  },
  {
    // A Meta endpoint's Page access token (null removes it), kept in its secret; checked at once.
    id: 'setPageToken',
    method: 'PUT',
    path: '/api/webhooks/{id}/page-token',
    handler: 'set-page-token',
    access: 'admin',
    partnerOnly: true,
    tables: { webhooks: 'write' },
    secrets: { metaPageTokens: 'write' },
    maxBodyBytes: 8 * KB,
  },
  {
    // The Graph API as a lead would reach it: the token's Page, and its right to read leads.
    id: 'checkConnection',
    method: 'POST',
    path: '/api/webhooks/{id}/connection-check',
    handler: 'check-connection',
    access: 'admin',
    tables: { webhooks: 'write' },
    secrets: { metaPageTokens: 'read' },
  },
  {
    id: 'receiveWebhook',
    method: 'POST',
    path: '/api/webhook/{id}',
    handler: 'receive-webhook',
    access: 'public',
    tables: { webhooks: 'write', webhookDeliveries: 'write', leads: 'write' },
    // A Meta notification names the lead by id: it is read with the endpoint's Page access token.
    secrets: { metaPageTokens: 'read' },
    throttle: { rateLimit: 20, burstLimit: 40 },
    // A platform's own payload, JSON or a form: no schema bounds it, this does.
    maxBodyBytes: 64 * KB,
  },
  {
    // Meta's subscription handshake for a lead ads endpoint: answers the challenge when the verify
    // token is the endpoint's. Reads only.
    id: 'verifyWebhookSubscription',
    method: 'GET',
    path: '/api/webhook/{id}',
    handler: 'verify-webhook-subscription',
    access: 'public',
    tables: { webhooks: 'read' },
    throttle: { rateLimit: 5, burstLimit: 10 },
  },
  {
    id: 'listLeads',
    method: 'GET',
    path: '/api/leads',
    handler: 'list-leads',
    access: 'admin',
    tables: { leads: 'read', leadSearch: 'read' },
  },
  {
    // Starts an export of the filtered list as a CSV file (a job writes it, see jobHandlers),
    // named by the browser's UUID: the same request again starts nothing more.
    id: 'startLeadExport',
    method: 'POST',
    path: '/api/leads/exports',
    handler: 'start-lead-export',
    access: 'admin',
    tables: { leadExports: 'write' },
    services: ['lead-export-links'],
    maxBodyBytes: 8 * KB,
  },
  {
    // How far an export got and, once written, the link that downloads it. Changes nothing.
    id: 'getLeadExport',
    method: 'GET',
    path: '/api/leads/exports/{id}',
    handler: 'get-lead-export',
    access: 'admin',
    tables: { leadExports: 'read' },
    services: ['lead-export-links'],
  },
  {
    id: 'listLeadSources',
    method: 'GET',
    path: '/api/leads/sources',
    handler: 'list-lead-sources',
    access: 'admin',
    tables: { webhooks: 'read' },
  },
  {
    // The lead's status; an entry of the lead's timeline.
    id: 'updateLeadStatus',
    method: 'PATCH',
    path: '/api/leads/{id}',
    handler: 'update-lead-status',
    access: 'admin',
    tables: { leads: 'write', auditLog: 'write' },
    maxBodyBytes: KB,
  },
  {
    // A note on the lead's timeline; the first one ends the lead's wait for a response.
    id: 'addLeadNote',
    method: 'POST',
    path: '/api/leads/{id}/notes',
    handler: 'add-lead-note',
    access: 'admin',
    tables: { leads: 'write', auditLog: 'write' },
    // A 2,000-character note (it may hold control characters, 6 bytes each): 12 KB at most.
    maxBodyBytes: 16 * KB,
  },
  {
    // Who owns the lead: an active staff member, or nobody; an entry of the lead's timeline.
    id: 'assignLead',
    method: 'PUT',
    path: '/api/leads/{id}/owner',
    handler: 'assign-lead',
    access: 'admin',
    tables: { leads: 'write', dashboardUsers: 'read', auditLog: 'write' },
    maxBodyBytes: KB,
  },
  {
    id: 'getLeadActivity',
    method: 'GET',
    path: '/api/leads/{id}/activity',
    handler: 'get-lead-activity',
    access: 'admin',
    tables: { leads: 'read', auditLog: 'read', inquiries: 'read' },
  },
  {
    // A later submission wrongly attached to a lead as a repeat becomes a lead of its own.
    id: 'splitLead',
    method: 'POST',
    path: '/api/leads/{id}/split',
    handler: 'split-lead',
    access: 'admin',
    tables: { leads: 'write', leadSearch: 'write' },
    // A repeat's id.
    maxBodyBytes: KB,
  },
  {
    // A website lead whose confirmation or alert was given up on: try its mails again.
    id: 'resendLeadMail',
    method: 'POST',
    path: '/api/leads/{id}/resend-mail',
    handler: 'resend-lead-mail',
    access: 'admin',
    tables: { leads: 'write', inquiries: 'write', mailOutbox: 'write', auditLog: 'write' },
  },
  {
    id: 'getAdminOverview',
    method: 'GET',
    path: '/api/admin/overview',
    handler: 'get-admin-overview',
    access: 'admin',
    tables: { leads: 'read', counts: 'read', webhooks: 'read', requests: 'read' },
  },
  {
    // The response target, the holidays and the leads waiting past the target (business hours).
    id: 'getResponseTimes',
    method: 'GET',
    path: '/api/admin/response-times',
    handler: 'get-response-times',
    access: 'admin',
    tables: { leads: 'read', settings: 'read' },
  },
  // The client portal and its admin counterparts. A client reaches only its own records (another's
  // id answers 404); routes both roles use check the caller's role inside.
  {
    id: 'updateMe',
    method: 'PATCH',
    path: '/api/me',
    handler: 'update-me',
    access: 'signed-in',
    tables: { dashboardUsers: 'write' },
    maxBodyBytes: 16 * KB,
  },
  {
    id: 'getPortalSummary',
    method: 'GET',
    path: '/api/portal/summary',
    handler: 'get-portal-summary',
    access: 'client',
    // Settings: the recorded extensions of due dates, for the 'due soon' panel.
    tables: { requests: 'read', notifications: 'read', settings: 'read' },
  },
  {
    id: 'listRequests',
    method: 'GET',
    path: '/api/requests',
    handler: 'list-requests',
    access: 'signed-in',
    tables: { requests: 'read' },
  },
  {
    id: 'createRequest',
    method: 'POST',
    path: '/api/requests',
    handler: 'create-request',
    access: 'client',
    tables: { requests: 'write', notifications: 'write', settings: 'read' },
    // A 4,000-character description in an Indic script: 13 KB at most.
    maxBodyBytes: 16 * KB,
  },
  {
    // Staff open a request for a client (work that starts after a lead's conversion, or one the
    // client asked for by phone): the client is told in the portal and by e-mail.
    id: 'openClientRequest',
    method: 'POST',
    path: '/api/clients/{sub}/requests',
    handler: 'open-client-request',
    access: 'admin',
    tables: { requests: 'write', dashboardUsers: 'read', notifications: 'write' },
    // As a client's own request: a 4,000-character description in an Indic script.
    maxBodyBytes: 16 * KB,
  },
  {
    id: 'getRequest',
    method: 'GET',
    path: '/api/requests/{id}',
    handler: 'get-request',
    access: 'signed-in',
    tables: { requests: 'read' },
  },
  {
    id: 'updateRequestStatus',
    method: 'PATCH',
    path: '/api/requests/{id}',
    handler: 'update-request-status',
    access: 'admin',
    tables: { requests: 'write', notifications: 'write' },
    maxBodyBytes: 16 * KB,
  },
  {
    id: 'listRequestMessages',
    method: 'GET',
    path: '/api/requests/{id}/messages',
    handler: 'list-request-messages',
    access: 'signed-in',
    tables: { requests: 'write' },
  },
  {
    id: 'postRequestMessage',
    method: 'POST',
    path: '/api/requests/{id}/messages',
    handler: 'post-request-message',
    access: 'signed-in',
    tables: { requests: 'write', notifications: 'write', settings: 'read' },
    // A 4,000-character message in an Indic script: 12 KB at most.
    maxBodyBytes: 16 * KB,
  },
  {
    id: 'listNotifications',
    method: 'GET',
    path: '/api/notifications',
    handler: 'list-notifications',
    access: 'signed-in',
    tables: { notifications: 'read' },
  },
  {
    id: 'markNotificationsRead',
    method: 'POST',
    path: '/api/notifications/read',
    handler: 'mark-notifications-read',
    access: 'signed-in',
    tables: { notifications: 'write' },
    // A hundred notification ids: 10 KB at most.
    maxBodyBytes: 16 * KB,
  },
  {
    id: 'listClients',
    method: 'GET',
    path: '/api/clients',
    handler: 'list-clients',
    access: 'admin',
    tables: { dashboardUsers: 'read' },
  },
  {
    // Also a lead's conversion (`fromLeadId`): the lead is marked converted and linked.
    id: 'inviteClient',
    method: 'POST',
    path: '/api/clients',
    handler: 'invite-client',
    access: 'admin',
    tables: { dashboardUsers: 'write', notifications: 'write', auditLog: 'write' },
    services: ['cognito-admin'],
    maxBodyBytes: 16 * KB,
  },
  {
    // A lead's person invited as a client: the invitation, then the lead marked converted and
    // linked to the client, whose advisor becomes the lead's owner.
    id: 'convertLead',
    method: 'POST',
    path: '/api/leads/{id}/conversion',
    handler: 'convert-lead',
    access: 'admin',
    tables: { dashboardUsers: 'write', notifications: 'write', leads: 'write', auditLog: 'write' },
    services: ['cognito-admin'],
    maxBodyBytes: 16 * KB,
  },
  {
    id: 'updateClient',
    method: 'PATCH',
    path: '/api/clients/{sub}',
    handler: 'update-client',
    access: 'admin',
    tables: { dashboardUsers: 'write' },
    services: ['cognito-admin'],
    maxBodyBytes: 16 * KB,
  },
  {
    id: 'updateMyCompliance',
    method: 'PUT',
    path: '/api/me/compliance',
    handler: 'update-my-compliance',
    access: 'client',
    tables: { dashboardUsers: 'write' },
    maxBodyBytes: 16 * KB,
  },
  {
    id: 'updateClientCompliance',
    method: 'PUT',
    path: '/api/clients/{sub}/compliance',
    handler: 'update-client-compliance',
    access: 'admin',
    tables: { dashboardUsers: 'write' },
    maxBodyBytes: 16 * KB,
  },
  {
    // The compliance calendar's subscription feed (iCalendar): served at the site's own address,
    // which CloudFront sends to the API like /api/*, so calendar apps subscribe to a stable URL.
    id: 'getComplianceFeed',
    method: 'GET',
    path: FEED_PATH,
    handler: 'get-compliance-feed',
    access: 'public',
    tables: { settings: 'read' },
    throttle: { rateLimit: 20, burstLimit: 40 },
  },
  {
    id: 'listCalendarExtensions',
    method: 'GET',
    path: EXTENSIONS_PATH,
    handler: 'list-calendar-extensions',
    access: 'public',
    tables: { settings: 'read' },
    throttle: { rateLimit: 20, burstLimit: 40 },
  },
  {
    id: 'recordCalendarExtension',
    method: 'PUT',
    path: '/api/settings/extensions',
    handler: 'record-calendar-extension',
    access: 'admin',
    tables: { settings: 'write' },
    maxBodyBytes: 16 * KB,
  },
  {
    id: 'removeCalendarExtension',
    method: 'DELETE',
    path: '/api/settings/extensions/{ruleId}',
    handler: 'remove-calendar-extension',
    access: 'admin',
    tables: { settings: 'write' },
  },
  {
    id: 'getSettings',
    method: 'GET',
    path: '/api/settings',
    handler: 'get-settings',
    access: 'admin',
    tables: { settings: 'read' },
  },
  {
    id: 'updateSettings',
    method: 'PUT',
    path: '/api/settings',
    handler: 'update-settings',
    access: 'admin',
    partnerOnly: true,
    tables: { settings: 'write' },
    maxBodyBytes: 16 * KB,
  },
  // Documents of a service request. A client reaches only its own requests' documents (another's
  // id answers 404, whatever the id); files go between the browser and the bucket by presigned
  // forms and links, never through the API.
  {
    // Adds checklist items: the service's required documents when none are given. The client
    // sees them once told (the checklist notice below).
    id: 'addChecklistItems',
    method: 'POST',
    path: '/api/requests/{id}/checklist',
    handler: 'add-checklist-items',
    access: 'admin',
    tables: { requests: 'read', documents: 'write' },
    // Forty titles and one note for them all, as the form sends them: 28 KB at most. Forty items
    // each with a note of its own could be far larger; such a batch is refused whole, with 413.
    maxBodyBytes: 32 * KB,
  },
  {
    id: 'updateChecklistItem',
    method: 'PUT',
    path: '/api/requests/{id}/checklist/{itemId}',
    handler: 'update-checklist-item',
    access: 'admin',
    tables: { requests: 'read', documents: 'write' },
    maxBodyBytes: 16 * KB,
  },
  {
    // While the client has not acted on the item.
    id: 'removeChecklistItem',
    method: 'DELETE',
    path: '/api/requests/{id}/checklist/{itemId}',
    handler: 'remove-checklist-item',
    access: 'admin',
    tables: { requests: 'read', documents: 'write' },
  },
  {
    // One notice to the client (and its e-mail) of every checklist change since the last one.
    id: 'notifyChecklistChanges',
    method: 'POST',
    path: '/api/requests/{id}/checklist-notice',
    handler: 'notify-checklist-changes',
    access: 'admin',
    tables: { requests: 'read', documents: 'write', notifications: 'write' },
  },
  {
    // With the activity on them, from the request's document trail in the audit log.
    id: 'listDocuments',
    method: 'GET',
    path: '/api/requests/{id}/documents',
    handler: 'list-documents',
    access: 'signed-in',
    tables: { requests: 'read', documents: 'read', auditLog: 'read' },
  },
  {
    // A presigned POST for one file against a checklist item, its key made by the server.
    id: 'createUpload',
    method: 'POST',
    path: '/api/requests/{id}/checklist/{itemId}/uploads',
    handler: 'create-upload',
    access: 'client',
    tables: { requests: 'read', documents: 'write', auditLog: 'write', settings: 'read' },
    services: ['documents-write'],
    maxBodyBytes: 16 * KB,
  },
  {
    // The firm's deliverable (a filed return, a certificate): the same presigned flow.
    id: 'createDeliverable',
    method: 'POST',
    path: '/api/requests/{id}/deliverables',
    handler: 'create-deliverable',
    access: 'admin',
    tables: { requests: 'read', documents: 'write', auditLog: 'write', settings: 'read' },
    services: ['documents-write'],
    maxBodyBytes: 16 * KB,
  },
  {
    // The uploader says the file is sent: its first bytes decide whether it is kept. A kept file
    // notifies the other side: the firm's inbox and new-request address (settings), or the client.
    id: 'completeUpload',
    method: 'POST',
    path: '/api/requests/{id}/documents/{fileId}/complete',
    handler: 'complete-upload',
    access: 'signed-in',
    tables: {
      requests: 'read',
      documents: 'write',
      auditLog: 'write',
      notifications: 'write',
      settings: 'read',
    },
    services: ['documents-write'],
  },
  {
    // A rejection notifies the client, with the reason.
    id: 'reviewDocument',
    method: 'POST',
    path: '/api/requests/{id}/documents/{fileId}/review',
    handler: 'review-document',
    access: 'admin',
    tables: { requests: 'read', documents: 'write', auditLog: 'write', notifications: 'write' },
    maxBodyBytes: 16 * KB,
  },
  {
    id: 'downloadDocument',
    method: 'GET',
    path: '/api/requests/{id}/documents/{fileId}/download',
    handler: 'download-document',
    access: 'signed-in',
    tables: { requests: 'read', documents: 'read', auditLog: 'write' },
    services: ['documents-read'],
  },
  {
    id: 'deleteDocument',
    method: 'DELETE',
    path: '/api/requests/{id}/documents/{fileId}',
    handler: 'delete-document',
    access: 'client',
    tables: { requests: 'read', documents: 'write', auditLog: 'write' },
    services: ['documents-write'],
  },
  {
    // The firm archives a file (the client no longer sees it; the object is kept) or restores it.
    id: 'archiveDocument',
    method: 'POST',
    path: '/api/requests/{id}/documents/{fileId}/archive',
    handler: 'archive-document',
    access: 'admin',
    tables: { requests: 'read', documents: 'write', auditLog: 'write' },
    maxBodyBytes: 16 * KB,
  },
  {
    // The client's own documents across its requests (its sub keys every read), and what the
    // firm still needs from it; downloads go through the request's own route.
    id: 'listMyDocuments',
    method: 'GET',
    path: '/api/documents',
    handler: 'list-my-documents',
    access: 'client',
    tables: { requests: 'read', documents: 'read' },
  },
  {
    // Every checklist item the firm still waits for, across clients, earliest due first.
    id: 'listOutstandingDocuments',
    method: 'GET',
    path: '/api/admin/documents/outstanding',
    handler: 'list-outstanding-documents',
    access: 'admin',
    tables: { requests: 'read', documents: 'read' },
  },
] as const satisfies readonly ApiRoute[];

export type RouteId = (typeof apiRoutes)[number]['id'];
/** The routes that read a body, each with its byte cap. */
export type BodyRouteId = Extract<(typeof apiRoutes)[number], { maxBodyBytes: number }>['id'];

/** The byte cap of a route that reads a body (see ApiRoute.maxBodyBytes). */
export function bodyLimit(id: BodyRouteId): number {
  const cap = findRoute(id).maxBodyBytes;
  if (cap === undefined) throw new Error(`Route ${id} reads no body`);
  return cap;
}

export function findRoute(id: string): ApiRoute {
  const route = (apiRoutes as readonly ApiRoute[]).find((r) => r.id === id);
  if (!route) throw new Error(`No API route with id ${id}`);
  return route;
}

/**
 * The tables a route's Lambda is granted. Every route that needs a signed-in caller also reads
 * the dashboard-users table, because the handler refuses callers whose profile is inactive.
 */
export function routeTables(route: ApiRoute): Partial<Record<TableKey, TableAccess>> {
  if (route.access === 'public') return route.tables;
  return { dashboardUsers: 'read', ...route.tables };
}

/**
 * Whether an admin caller must have a confirmed second factor: on every route a staff account can
 * call (admin and signed-in ones), except the few it needs to set one up.
 */
export function secondFactorRequired(route: ApiRoute): boolean {
  return (route.access === 'admin' || route.access === 'signed-in') && !route.beforeSecondFactor;
}

/**
 * The services a route's Lambda is granted: its own, and the second-factor check on every route
 * where an admin caller needs one.
 */
export function routeServices(route: ApiRoute): readonly ExternalService[] {
  const own = route.services ?? [];
  return secondFactorRequired(route) ? [...own, 'cognito-mfa-check'] : own;
}

/** Turns `/api/webhook/{id}` into a matcher that returns the path parameters. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((part) => {
      const m = /^\{(\w+)\}$/.exec(part);
      if (!m) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(m[1]!);
      return '([^/]+)';
    })
    .join('/');
  const match = new RegExp(`^${source}$`).exec(path);
  if (!match) return null;
  return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(match[i + 1]!)]));
}

/**
 * Functions fed by a table's DynamoDB stream rather than by HTTP: the CDK stack wires an event
 * source mapping (with retries and a dead-letter queue); the local stack polls the stream.
 */
export interface StreamHandler {
  readonly id: string;
  readonly handler: string;
  readonly source: TableKey;
  readonly tables: Partial<Record<TableKey, TableAccess>>;
  readonly services: readonly ExternalService[];
}

export const streamHandlers = [
  {
    id: 'sendInquiryMail',
    handler: 'send-inquiry-mail',
    source: 'inquiries',
    tables: {
      inquiries: 'write',
      notifications: 'write',
      settings: 'read',
      mailOutbox: 'write',
      leads: 'write',
      mailRecipients: 'write',
    },
    services: ['ses'],
  },
  {
    // The whole leads table's stream: a received webhook lead is placed (a lead of its own or a
    // repeat); each lead is counted on its day under its status (and marked with that status); each
    // new lead and repeat is written to the search table; a new webhook lead's firm inbox is told
    // and the endpoint's delivery log records it.
    id: 'leadsStream',
    handler: 'leads-stream',
    source: 'leads',
    tables: {
      notifications: 'write',
      webhookDeliveries: 'write',
      leadSearch: 'write',
      counts: 'write',
      leads: 'write',
      // Each lead's source and service, remembered for the lead list's filters.
      webhooks: 'write',
    },
    services: [],
  },
  {
    id: 'sendNotificationMail',
    handler: 'send-notification-mail',
    source: 'notifications',
    tables: { notifications: 'write', mailOutbox: 'write', mailRecipients: 'read' },
    services: ['ses'],
  },
] as const satisfies readonly StreamHandler[];

/**
 * Jobs longer than an API request may run, each started by a route that records it in the job's
 * own table: the job reads that table's stream (new items only) and writes its progress and
 * outcome back on the item, where the route reads them. They are deployed in a stack of their
 * own, beside the API's (which is near CloudFormation's 500 resources per stack).
 */
export const jobHandlers = [
  {
    // The lead list's CSV export, of any size: written to the bucket in parts as the leads are
    // read (see lambdas/data/lead-export.ts).
    id: 'exportLeads',
    handler: 'export-leads',
    source: 'leadExports',
    tables: { leadExports: 'write', leads: 'read', leadSearch: 'read' },
    services: ['lead-exports'],
  },
] as const satisfies readonly StreamHandler[];

/**
 * Functions run on a schedule (an EventBridge rule in AWS; a timer in the local stack).
 */
export interface ScheduledHandler {
  readonly id: string;
  readonly handler: string;
  readonly everySeconds: number;
  /**
   * A daily job's time of day in a time zone (EventBridge Scheduler, which keeps local time);
   * without it the job runs every `everySeconds` (an EventBridge rule).
   */
  readonly at?: { readonly hour: number; readonly minute: number; readonly timeZone: string };
  readonly tables: Partial<Record<TableKey, TableAccess>>;
  readonly services: readonly ExternalService[];
  /** Secrets it reads (shared/secrets.ts): each granted on that secret alone. */
  readonly secrets?: Partial<Record<SecretKey, SecretAccess>>;
}

export const scheduledHandlers = [
  {
    // Mails whose first try failed (SES down, throttled): tried again with backoff for a day and
    // a half, each exactly once, none holding up another.
    id: 'retryMail',
    handler: 'retry-mail',
    everySeconds: 60,
    tables: {
      mailOutbox: 'write',
      inquiries: 'write',
      notifications: 'write',
      settings: 'read',
      leads: 'write',
      mailRecipients: 'write',
    },
    services: ['ses'],
  },
  {
    // Each morning at 9 in India: the reminders clients are owed of their coming due dates, as
    // portal notifications whose e-mails the notification mailer sends (and retries).
    id: 'sendReminders',
    handler: 'send-reminders',
    everySeconds: 86_400,
    at: { hour: 9, minute: 0, timeZone: 'Asia/Kolkata' },
    tables: { dashboardUsers: 'read', settings: 'read', notifications: 'write' },
    services: [],
  },
  {
    // Every 15 minutes: leads waiting past the response target (business hours), each told to the
    // firm's inbox and new-lead address once (the lead's mark and the notification in one write).
    id: 'alertOverdueLeads',
    handler: 'alert-overdue-leads',
    everySeconds: 900,
    tables: { leads: 'write', notifications: 'write', settings: 'read' },
    services: [],
  },
  {
    // Each morning at 8:30 in India: every Meta lead ads endpoint's connection checked with its
    // Page access token; one that stopped working is told to the firm's inbox and new-lead address.
    id: 'checkMetaConnections',
    handler: 'check-meta-connections',
    everySeconds: 86_400,
    at: { hour: 8, minute: 30, timeZone: 'Asia/Kolkata' },
    tables: { webhooks: 'write', notifications: 'write', settings: 'read' },
    services: [],
    secrets: { metaPageTokens: 'read' },
  },
] as const satisfies readonly ScheduledHandler[];

/**
 * Functions fed by SES's sending events (the configuration set's bounce and complaint events,
 * through an SNS topic in AWS; the control port's /ses/bounce and /ses/complaint locally).
 */
export interface MailEventHandler {
  readonly id: string;
  readonly handler: string;
  readonly tables: Partial<Record<TableKey, TableAccess>>;
  readonly services: readonly ExternalService[];
}

export const mailEventHandlers = [
  {
    id: 'recordMailEvent',
    handler: 'record-mail-event',
    tables: { mailRecipients: 'write' },
    services: [],
  },
] as const satisfies readonly MailEventHandler[];
