import { apiRoutes, secondFactorRequired, type ApiRoute, type RouteId } from '../../shared/api-routes';
import { allServices } from '../../shared/catalogue';
import { indiaDate } from '../../shared/compliance/calendar';
import { recentDueDates } from '../../shared/compliance/extensions';
import type { Role } from '../../shared/runtime-config';
import { api } from '../integration/local-stack';
import { uniquePhone } from '../integration/contacts';
import { createSignedInUser, createUser } from '../integration/users';
import { jsonBody } from '../integration/records';

/**
 * A valid request for every route, so the "right caller succeeds" column is meaningful. A route
 * added to the table without an entry here fails the first test: no route escapes the matrix.
 */
const inquiryId = crypto.randomUUID();
const matrixExportId = crypto.randomUUID();
/** A due date of the coming weeks (TCS deposit: no other suite extends it), moved ten days on. */
const matrixDue = recentDueDates().find(
  (d) => d.ruleId === 'tcs-deposit' && d.date >= indiaDate(new Date()),
)!;
const matrixExtension = {
  ruleId: matrixDue.ruleId,
  period: matrixDue.period,
  newDate: new Date(Date.parse(matrixDue.date) + 10 * 86_400_000).toISOString().slice(0, 10),
};
/** Records the routes act on, made in beforeAll through the API itself. */
const fx = {
  webhook: '',
  toDelete: '',
  toRotate: '',
  lead: '',
  repeat: '',
  /** A lead of its own for the conversion (which closes the matrix's lead to other changes). */
  toConvert: '',
  request: '',
  clientSub: '',
  staffSub: '',
  /** A Meta lead ads endpoint and its verify token, for the subscription handshake. */
  meta: '',
  metaToken: '',
};
const service = allServices()[0]!.service.slug;
/** The files the document routes act on: ids, made through the API and local S3 in beforeAll. */
const docs = { item: '', deliverable: '', toReview: '', toDelete: '', toRemove: '' };
const MATRIX_PDF = Buffer.from('%PDF-1.7\nmatrix\n%%EOF\n');
const matrixPdf = { fileName: 'matrix.pdf', contentType: 'application/pdf', size: MATRIX_PDF.length };
/**
 * Routes that end the caller's sessions run as an admin of their own (`as`), so the shared admin
 * token stays valid for the routes after them.
 */
type Spare = 'enrollingAdmin' | 'leavingAdmin';
const validRequests: Record<
  RouteId,
  { path: string | (() => string); init?: RequestInit; expect: number; as?: Spare }
> = {
  getHealth: { path: '/api/health', expect: 200 },
  getSystemHealth: { path: '/api/admin/health', expect: 200 },
  getMe: { path: '/api/me', expect: 200 },
  confirmMfa: { path: '/api/me/mfa', expect: 200, as: 'enrollingAdmin' },
  // Staff keep their second factor: the reasoned refusal (a client's removal is in the auth tests).
  removeMfa: { path: '/api/me/mfa', expect: 409 },
  endSessions: { path: '/api/me/sessions/end', expect: 200, as: 'leavingAdmin' },
  listStaff: { path: '/api/admin/staff', expect: 200 },
  inviteStaff: {
    path: '/api/admin/staff',
    init: jsonBody({
      email: `matrix-${crypto.randomUUID()}@example.in`,
      full_name: 'Matrix Staff',
      staffRole: 'staff',
    }),
    expect: 201,
  },
  updateStaff: {
    path: () => `/api/admin/staff/${fx.staffSub}`,
    init: jsonBody({ staffRole: 'staff' }),
    expect: 200,
  },
  resetStaffMfa: { path: () => `/api/admin/staff/${fx.staffSub}/mfa-reset`, expect: 200 },
  postInquiry: {
    path: '/api/inquiries',
    init: {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        id: inquiryId,
        fullName: 'Matrix Visitor',
        email: 'matrix.visitor@example.com',
        phone: '9876543210',
        company: 'Matrix Traders',
        service: 'GST',
      }),
    },
    expect: 201,
  },
  // Runs after postInquiry (route order), so the inquiry exists.
  getInquiryStatus: { path: `/api/inquiries/${inquiryId}`, expect: 200 },
  listWebhooks: { path: '/api/webhooks', expect: 200 },
  createWebhook: { path: '/api/webhooks', init: jsonBody({ name: 'Matrix source' }), expect: 201 },
  updateWebhook: {
    path: () => `/api/webhooks/${fx.webhook}`,
    init: jsonBody({ name: 'Renamed' }),
    expect: 200,
  },
  deleteWebhook: { path: () => `/api/webhooks/${fx.toDelete}`, expect: 200 },
  rotateWebhookSecret: { path: () => `/api/webhooks/${fx.toRotate}/secret`, expect: 201 },
  listWebhookDeliveries: { path: () => `/api/webhooks/${fx.webhook}/deliveries`, expect: 200 },
  sendTestLead: { path: () => `/api/webhooks/${fx.webhook}/test`, expect: 201 },
  // A token Facebook would not know: saved, and the check made with it records the refusal.
  setPageToken: {
    path: () => `/api/webhooks/${fx.meta}/page-token`,
    init: jsonBody({ pageToken: 'EAAMatrixTokenNotKnownToFacebook' }),
    expect: 200,
  },
  checkConnection: { path: () => `/api/webhooks/${fx.meta}/connection-check`, expect: 200 },
  receiveWebhook: {
    path: () => `/api/webhook/${fx.webhook}`,
    init: jsonBody({ name: 'Matrix Lead', email: 'matrix.lead@example.com' }),
    expect: 202,
  },
  verifyWebhookSubscription: {
    path: () =>
      `/api/webhook/${fx.meta}?hub.mode=subscribe&hub.verify_token=${fx.metaToken}&hub.challenge=1158201444`,
    expect: 200,
  },
  listLeads: { path: '/api/leads?limit=5', expect: 200 },
  listLeadSources: { path: '/api/leads/sources', expect: 200 },
  // A webhook lead sends no mail: the admin gets the reasoned refusal (the flow is in mail tests).
  resendLeadMail: { path: () => `/api/leads/${fx.lead}/resend-mail`, expect: 409 },
  splitLead: {
    path: () => `/api/leads/${fx.lead}/split`,
    // Read when the request is made: the repeat is made in beforeAll.
    get init() {
      return jsonBody({ repeatId: fx.repeat });
    },
    expect: 200,
  },
  updateLeadStatus: {
    path: () => `/api/leads/${fx.lead}`,
    init: jsonBody({ status: 'in_progress' }),
    expect: 200,
  },
  startLeadExport: {
    path: '/api/leads/exports',
    init: jsonBody({ id: matrixExportId, status: 'closed' }),
    expect: 202,
  },
  // Runs after startLeadExport (route order), so the export exists.
  getLeadExport: { path: `/api/leads/exports/${matrixExportId}`, expect: 200 },
  addLeadNote: {
    path: () => `/api/leads/${fx.lead}/notes`,
    init: jsonBody({ note: 'Called; will send the documents.' }),
    expect: 201,
  },
  assignLead: { path: () => `/api/leads/${fx.lead}/owner`, init: jsonBody({ ownerSub: null }), expect: 200 },
  getLeadActivity: { path: () => `/api/leads/${fx.lead}/activity`, expect: 200 },
  getAdminOverview: { path: '/api/admin/overview', expect: 200 },
  getResponseTimes: { path: '/api/admin/response-times', expect: 200 },
  updateMe: {
    path: '/api/me',
    init: jsonBody({ full_name: 'Matrix Admin', phone: '98765 43210', company: '' }),
    expect: 200,
  },
  getPortalSummary: { path: '/api/portal/summary', expect: 200 },
  listRequests: { path: '/api/requests?status=pending', expect: 200 },
  createRequest: {
    path: '/api/requests',
    init: jsonBody({ id: crypto.randomUUID(), service, description: 'Matrix request, please call.' }),
    expect: 201,
  },
  openClientRequest: {
    path: () => `/api/clients/${fx.clientSub}/requests`,
    init: jsonBody({ id: crypto.randomUUID(), service, description: 'Opened by the firm for the client.' }),
    expect: 201,
  },
  getRequest: { path: () => `/api/requests/${fx.request}`, expect: 200 },
  updateRequestStatus: {
    path: () => `/api/requests/${fx.request}`,
    init: jsonBody({ status: 'in_progress' }),
    expect: 200,
  },
  listRequestMessages: { path: () => `/api/requests/${fx.request}/messages`, expect: 200 },
  postRequestMessage: {
    path: () => `/api/requests/${fx.request}/messages`,
    init: jsonBody({ body: 'Matrix message' }),
    expect: 201,
  },
  listNotifications: { path: '/api/notifications', expect: 200 },
  markNotificationsRead: { path: '/api/notifications/read', init: jsonBody({ all: true }), expect: 200 },
  listClients: { path: '/api/clients', expect: 200 },
  inviteClient: {
    path: '/api/clients',
    init: jsonBody({
      email: `matrix-${crypto.randomUUID()}@example.in`,
      full_name: 'Matrix Invitee',
      phone: '',
      company: 'Matrix Traders',
    }),
    expect: 201,
  },
  convertLead: {
    path: () => `/api/leads/${fx.toConvert}/conversion`,
    init: jsonBody({
      email: `matrix-convert-${crypto.randomUUID()}@example.in`,
      full_name: 'Matrix Convert',
      phone: '',
      company: '',
    }),
    expect: 201,
  },
  updateClient: {
    path: () => `/api/clients/${fx.clientSub}`,
    init: jsonBody({ is_active: true }),
    expect: 200,
  },
  updateMyCompliance: {
    path: '/api/me/compliance',
    init: jsonBody({ obligations: ['gst-monthly'], gstin: '', reminderDays: 7 }),
    expect: 200,
  },
  updateClientCompliance: {
    path: () => `/api/clients/${fx.clientSub}/compliance`,
    init: jsonBody({ obligations: ['tds-deductor'], gstin: '', reminderDays: 3 }),
    expect: 200,
  },
  getComplianceFeed: { path: '/compliance-calendar.ics?kind=gst', expect: 200 },
  listCalendarExtensions: { path: '/api/compliance-calendar/extensions', expect: 200 },
  recordCalendarExtension: {
    path: '/api/settings/extensions',
    init: jsonBody({ ...matrixExtension, reference: 'Matrix notification 1/2026' }),
    expect: 200,
  },
  // Runs after recordCalendarExtension (route order), so the extension exists.
  removeCalendarExtension: {
    path: `/api/settings/extensions/${matrixExtension.ruleId}?period=${encodeURIComponent(matrixExtension.period)}`,
    expect: 200,
  },
  getSettings: { path: '/api/settings', expect: 200 },
  updateSettings: {
    path: '/api/settings',
    init: jsonBody({
      leadAlertTo: 'enquiries@sahajtax.in',
      requestAlertTo: 'enquiries@sahajtax.in',
      contactEmail: 'enquiries@sahajtax.in',
      contactPhone: '+91 98765 43210',
    }),
    expect: 200,
  },
  // Documents: the fixtures (checklist items, uploaded files) are made in beforeAll.
  addChecklistItems: { path: () => `/api/requests/${fx.request}/checklist`, init: jsonBody({}), expect: 201 },
  updateChecklistItem: {
    path: () => `/api/requests/${fx.request}/checklist/${docs.item}`,
    init: jsonBody({ title: 'Matrix item, reworded' }),
    expect: 200,
  },
  removeChecklistItem: {
    path: () => `/api/requests/${fx.request}/checklist/${docs.toRemove}`,
    expect: 200,
  },
  // The items the route before it added, the rewording and the removal: one notice.
  notifyChecklistChanges: { path: () => `/api/requests/${fx.request}/checklist-notice`, expect: 200 },
  listDocuments: { path: () => `/api/requests/${fx.request}/documents`, expect: 200 },
  createUpload: {
    path: () => `/api/requests/${fx.request}/checklist/${docs.item}/uploads`,
    init: jsonBody(matrixPdf),
    expect: 201,
  },
  createDeliverable: {
    path: () => `/api/requests/${fx.request}/deliverables`,
    init: jsonBody(matrixPdf),
    expect: 201,
  },
  completeUpload: {
    path: () => `/api/requests/${fx.request}/documents/${docs.deliverable}/complete`,
    expect: 200,
  },
  reviewDocument: {
    path: () => `/api/requests/${fx.request}/documents/${docs.toReview}/review`,
    init: jsonBody({ decision: 'accepted' }),
    expect: 200,
  },
  // Runs after reviewDocument (route order): an accepted file downloads.
  downloadDocument: {
    path: () => `/api/requests/${fx.request}/documents/${docs.toReview}/download`,
    expect: 200,
  },
  deleteDocument: { path: () => `/api/requests/${fx.request}/documents/${docs.toDelete}`, expect: 200 },
  // Runs after downloadDocument (route order): the accepted file is archived.
  archiveDocument: {
    path: () => `/api/requests/${fx.request}/documents/${docs.toReview}/archive`,
    init: jsonBody({ archived: true }),
    expect: 200,
  },
  listMyDocuments: { path: '/api/documents?kind=upload', expect: 200 },
  listOutstandingDocuments: { path: '/api/admin/documents/outstanding?overdue=true', expect: 200 },
};

/** Issues an upload (a client's against an item, or a deliverable) and sends the file to S3. */
async function uploaded(token: string, path: string, complete: boolean): Promise<string> {
  const res = await api(path, { method: 'POST', ...jsonBody(matrixPdf), token });
  const { file, upload } = (await res.json()) as {
    file: { id: string };
    upload: { url: string; fields: Record<string, string> };
  };
  const form = new FormData();
  for (const [k, v] of Object.entries(upload.fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(MATRIX_PDF)]), 'matrix.pdf');
  const sent = await fetch(upload.url, { method: 'POST', body: form });
  if (sent.status !== 204) throw new Error(`matrix upload refused: ${await sent.text()}`);
  if (complete) {
    const base = path.split('/checklist/')[0]!.replace(/\/deliverables$/, '');
    await api(`${base}/documents/${file.id}/complete`, { method: 'POST', token });
  }
  return file.id;
}

const routes = apiRoutes as readonly ApiRoute[];
const tokens: Partial<
  Record<
    'admin' | 'client' | 'inactiveAdmin' | 'inactiveClient' | 'adminWithoutMfa' | 'staffAdmin' | Spare,
    string
  >
> = {};

beforeAll(async () => {
  [
    tokens.admin,
    tokens.client,
    tokens.inactiveAdmin,
    tokens.inactiveClient,
    tokens.adminWithoutMfa,
    tokens.enrollingAdmin,
    tokens.leavingAdmin,
    tokens.staffAdmin,
  ] = await Promise.all([
    createSignedInUser({ group: 'admin', active: true }),
    createSignedInUser({ group: 'client', active: true }),
    createSignedInUser({ group: 'admin', active: false }),
    createSignedInUser({ group: 'client', active: false }),
    createSignedInUser({ group: 'admin', active: true, mfa: false }),
    createSignedInUser({ group: 'admin', active: true }),
    createSignedInUser({ group: 'admin', active: true }),
    createSignedInUser({ group: 'admin', active: true, staffRole: 'staff' }),
  ]);
  fx.staffSub = (await createUser({ group: 'admin', active: true })).sub;
  const make = async (name: string) => {
    const res = await api('/api/webhooks', { method: 'POST', ...jsonBody({ name }), token: tokens.admin });
    return ((await res.json()) as { webhook: { id: string } }).webhook.id;
  };
  [fx.webhook, fx.toDelete, fx.toRotate] = await Promise.all([
    make('Matrix'),
    make('Matrix delete'),
    make('Matrix rotate'),
  ]);
  // A phone of this run only: the same phone again is a repeat of this lead (split below).
  const matrixPhone = `+9197${String(Date.now()).slice(-8)}`;
  const meta = await api('/api/webhooks', {
    method: 'POST',
    ...jsonBody({ name: 'Matrix Meta', sourceType: 'meta', appSecret: 'matrix-app-secret-0123456789' }),
    token: tokens.admin,
  });
  const metaEndpoint = ((await meta.json()) as { webhook: { id: string; platformKey: string } }).webhook;
  [fx.meta, fx.metaToken] = [metaEndpoint.id, metaEndpoint.platformKey];
  const lead = await api(`/api/webhook/${fx.webhook}`, {
    method: 'POST',
    ...jsonBody({ name: 'Matrix Fixture', phone: matrixPhone }),
  });
  fx.lead = ((await lead.json()) as { id: string }).id;
  const repeat = await api(`/api/webhook/${fx.webhook}`, {
    method: 'POST',
    ...jsonBody({ name: 'Matrix Fixture again', phone: matrixPhone }),
  });
  fx.repeat = ((await repeat.json()) as { id: string }).id;
  const toConvert = await api(`/api/webhook/${fx.webhook}`, {
    method: 'POST',
    ...jsonBody({ name: 'Matrix Convert', phone: uniquePhone() }),
  });
  fx.toConvert = ((await toConvert.json()) as { id: string }).id;
  const filed = await api('/api/requests', {
    method: 'POST',
    ...jsonBody({ id: crypto.randomUUID(), service, description: 'Matrix fixture request.' }),
    token: tokens.client,
  });
  fx.request = ((await filed.json()) as { request: { id: string } }).request.id;
  const checklist = await api(`/api/requests/${fx.request}/checklist`, {
    method: 'POST',
    ...jsonBody({
      items: [
        { title: 'Matrix item' },
        { title: 'To review' },
        { title: 'To delete' },
        { title: 'To remove' },
      ],
    }),
    token: tokens.admin,
  });
  const [item, reviewItem, deleteItem, removeItem] = ((await checklist.json()) as { items: { id: string }[] })
    .items;
  docs.item = item!.id;
  docs.toRemove = removeItem!.id;
  // The client sees the items, and may upload for them, once told.
  await api(`/api/requests/${fx.request}/checklist-notice`, { method: 'POST', token: tokens.admin });
  const itemPath = (id: string) => `/api/requests/${fx.request}/checklist/${id}/uploads`;
  [docs.deliverable, docs.toReview, docs.toDelete] = await Promise.all([
    uploaded(tokens.admin!, `/api/requests/${fx.request}/deliverables`, false),
    uploaded(tokens.client!, itemPath(reviewItem!.id), true),
    uploaded(tokens.client!, itemPath(deleteItem!.id), true),
  ]);
  fx.clientSub = (await createUser({ group: 'client', active: true })).sub;
  // Nine accounts, each signed in with its second factor, and the fixtures made through the API.
}, 60_000);

const call = (route: ApiRoute, token?: string) => {
  const req = validRequests[route.id as RouteId];
  const path = typeof req.path === 'function' ? req.path() : req.path;
  return api(path, { ...req.init, method: route.method, token });
};
/** The right caller: the route's group, or its own admin for a route that ends sessions. */
const rightToken = (route: ApiRoute) => {
  const spare = validRequests[route.id as RouteId].as;
  return spare ? tokens[spare] : tokens[rightGroup(route)];
};

const rightGroup = (route: ApiRoute): Role => (route.access === 'client' ? 'client' : 'admin');
const wrongGroup = (route: ApiRoute): Role | undefined =>
  route.access === 'admin' ? 'client' : route.access === 'client' ? 'admin' : undefined;

describe('authorization matrix (generated from the route table)', () => {
  it('has a valid request for every route', () => {
    expect(routes.filter((r) => !(r.id in validRequests)).map((r) => r.id)).toEqual([]);
  });

  describe.each(routes.map((r) => [`${r.method} ${r.path} (${r.access})`, r] as const))(
    '%s',
    (_name, route) => {
      if (route.access === 'public') {
        it('lets an anonymous caller in', async () => {
          expect((await call(route)).status).toBe(validRequests[route.id as RouteId].expect);
        });
        return;
      }
      it('refuses an anonymous caller with 401', async () => {
        expect((await call(route)).status).toBe(401);
      });
      const wrong = wrongGroup(route);
      if (wrong) {
        it(`refuses the ${wrong} group with 403`, async () => {
          expect((await call(route, tokens[wrong])).status).toBe(403);
        });
      }
      it('refuses an inactive profile of the right group with 403', async () => {
        const token = rightGroup(route) === 'admin' ? tokens.inactiveAdmin : tokens.inactiveClient;
        expect((await call(route, token)).status).toBe(403);
      });
      // Every route a staff account can call, signed-in ones included (client data, messages as
      // the firm), refuses it until its second factor is confirmed.
      if (secondFactorRequired(route)) {
        it('refuses an admin without a second factor with 403', async () => {
          const res = await call(route, tokens.adminWithoutMfa);
          expect(res.status).toBe(403);
          expect(await res.json()).toMatchObject({ details: { code: 'mfa_required' } });
        });
      } else if (route.access === 'signed-in') {
        it('lets an admin without a second factor in, to set one up', async () => {
          // An account of its own: ending sessions here must not end the shared one's.
          const token = await createSignedInUser({ group: 'admin', active: true, mfa: false });
          const res = await call(route, token);
          expect(res.status === 403 || res.status === 401).toBe(false);
        });
      }
      // The firm's staff, settings and lead-source endpoints are a partner's to manage.
      if (route.partnerOnly) {
        it('refuses a staff member who is not a partner with 403', async () => {
          const res = await call(route, tokens.staffAdmin);
          expect(res.status).toBe(403);
          expect(await res.json()).toMatchObject({ message: 'Only a partner of the firm can do this.' });
        });
      }
      it('lets the right caller in', async () => {
        expect((await call(route, rightToken(route))).status).toBe(validRequests[route.id as RouteId].expect);
      });
    },
  );
});
