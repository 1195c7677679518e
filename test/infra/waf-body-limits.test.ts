import { staffInviteSchema, staffUpdateSchema } from '../../shared/staff-schemas';
import { Template } from 'aws-cdk-lib/assertions';
import { apiRoutes, matchPath, type ApiRoute, type RouteId } from '../../shared/api-routes';
import { extensionInputSchema } from '../../shared/compliance/extensions';
import { complianceProfileSchema } from '../../shared/compliance/obligations';
import { clientActiveSchema, inviteRequestSchema, profileSchema } from '../../shared/client-schemas';
import {
  archiveSchema,
  checklistItemSchema,
  checklistSchema,
  reviewSchema,
  uploadSchema,
} from '../../shared/document-schemas';
import { MAX_CHECKLIST_ITEMS } from '../../shared/documents';
import { inquiryRequestSchema } from '../../shared/inquiry';
import {
  leadExportSchema,
  leadNoteSchema,
  leadOwnerSchema,
  leadUpdateSchema,
  splitLeadSchema,
} from '../../shared/leads';
import { markReadSchema } from '../../shared/notification-schemas';
import { messageSchema, newRequestSchema, requestStatusSchema } from '../../shared/request-schemas';
import { settingsSchema } from '../../shared/settings-schema';
import { pageTokenSchema, webhookCreateSchema, webhookUpdateSchema } from '../../shared/webhooks';
import * as z from '../../shared/zod';
import { synthApp } from './cdk-app';
import { largestBody, type BodyBound } from './largest-body';
import { evaluate, largestAllowed, type EdgeRequest } from './waf-eval';

/*
 * The edge must never refuse a body the API accepts. For every route that reads a body, the
 * largest body its schema accepts (read from the schema's limits, each character at its costliest
 * in UTF-8 JSON: see largest-body.ts) must fit under the byte cap its handler enforces (declared
 * in the route table), and that cap must pass the WAF rules in front of the route's path, so
 * that a body over the cap is refused by the handler with its own 413, not by the edge.
 *
 * A schema field without a limit fails here whatever its handler's cap: the cap is for padding
 * (whitespace, stripped keys), not for content a schema forgot to bound. Only a body no schema
 * describes (a platform's webhook payload) is bounded by its handler's cap alone.
 */

type Schema = z.core.$ZodType;

/** Every route that reads a JSON body, with the schema its handler validates it with. */
const bodySchemas: Partial<Record<RouteId, Schema>> = {
  postInquiry: inquiryRequestSchema,
  createWebhook: webhookCreateSchema,
  updateWebhook: webhookUpdateSchema,
  updateLeadStatus: leadUpdateSchema,
  addLeadNote: leadNoteSchema,
  startLeadExport: leadExportSchema,
  assignLead: leadOwnerSchema,
  splitLead: splitLeadSchema,
  updateMe: profileSchema,
  createRequest: newRequestSchema,
  openClientRequest: newRequestSchema,
  updateRequestStatus: requestStatusSchema,
  postRequestMessage: messageSchema,
  markNotificationsRead: markReadSchema,
  inviteClient: inviteRequestSchema,
  convertLead: inviteRequestSchema,
  updateClient: clientActiveSchema,
  inviteStaff: staffInviteSchema,
  setPageToken: pageTokenSchema,
  updateStaff: staffUpdateSchema,
  updateMyCompliance: complianceProfileSchema,
  updateClientCompliance: complianceProfileSchema,
  recordCalendarExtension: extensionInputSchema,
  updateSettings: settingsSchema,
  addChecklistItems: checklistSchema,
  updateChecklistItem: checklistItemSchema,
  createUpload: uploadSchema,
  createDeliverable: uploadSchema,
  reviewDocument: reviewSchema,
  archiveDocument: archiveSchema,
};

/**
 * Routes that read a body no schema of ours describes: only the handler's byte cap bounds it, so
 * the cap is the largest valid body.
 */
const rawBodies: Partial<Record<RouteId, string>> = {
  receiveWebhook: 'a lead platform’s own payload (JSON or a form), read by that platform’s reader',
};

/**
 * Routes whose batch is bounded by the handler's byte cap rather than by each field's limit, with
 * the body the site's form sends (which must fit). Each field is still bounded.
 */
const itemOf = (checklistSchema._zod.def.shape.items as z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject>>)
  ._zod.def.innerType._zod.def.element;
const batchCapped: Partial<Record<RouteId, { reason: string; sent: Schema }>> = {
  addChecklistItems: {
    reason:
      'every one of 40 items may carry its own 1,000-character note (146 KB in an Indic script); the ' +
      'form sends one note for the batch, and a batch with a long note on each item is refused with 413',
    sent: z.object({
      items: z.array(z.omit(itemOf, { note: true })).check(z.maxLength(MAX_CHECKLIST_ITEMS)),
      note: checklistSchema._zod.def.shape.note,
      dueDate: checklistSchema._zod.def.shape.dueDate,
    }),
  },
};

/** Routes that read no body: a body sent to them is ignored, and the edge's default cap applies. */
const noBody: RouteId[] = [
  'checkConnection',
  'removeChecklistItem',
  'notifyChecklistChanges',
  'getHealth',
  'getSystemHealth',
  'getMe',
  'confirmMfa',
  'removeMfa',
  'endSessions',
  'listStaff',
  'resetStaffMfa',
  'getInquiryStatus',
  'listWebhooks',
  'deleteWebhook',
  'rotateWebhookSecret',
  'listWebhookDeliveries',
  'sendTestLead',
  'verifyWebhookSubscription',
  'listLeads',
  'listLeadSources',
  'getLeadActivity',
  'getLeadExport',
  'resendLeadMail',
  'getAdminOverview',
  'getResponseTimes',
  'getPortalSummary',
  'listRequests',
  'getRequest',
  'listRequestMessages',
  'listNotifications',
  'listClients',
  'getComplianceFeed',
  'listCalendarExtensions',
  'removeCalendarExtension',
  'getSettings',
  'listDocuments',
  'completeUpload',
  'downloadDocument',
  'deleteDocument',
  'listMyDocuments',
  'listOutstandingDocuments',
];

/** API Gateway's own cap on a payload: past it nothing reaches a handler. */
const API_GATEWAY_MAX_BYTES = 10 * 1024 * 1024;

const routes = apiRoutes as readonly ApiRoute[];
const capOf = (route: ApiRoute): number | undefined => (route as { maxBodyBytes?: number }).maxBodyBytes;
const samplePath = (route: ApiRoute) => route.path.replace(/\{\w+\}/g, 'abc123');
/** A request to `route` with a body of `bodyBytes`, from a browser unless `userAgent` is null. */
const request = (
  route: ApiRoute,
  bodyBytes: number,
  userAgent: string | null = 'Mozilla/5.0',
): EdgeRequest => ({
  method: route.method,
  path: samplePath(route),
  bodyBytes,
  ...(userAgent === null ? {} : { userAgent }),
});
const kb = (n: number) => (Number.isFinite(n) ? `${n.toLocaleString('en-US')} bytes` : 'no limit');

const bounds = new Map<RouteId, BodyBound>(
  Object.entries(bodySchemas).map(([id, schema]) => [id as RouteId, largestBody(schema)]),
);

/** The largest body a route's handler accepts: its schema's, its raw payload's or its batch's cap. */
function largestValid(route: ApiRoute): number {
  const cap = capOf(route) ?? Infinity;
  if (route.id in rawBodies) return cap;
  return Math.min(bounds.get(route.id as RouteId)!.bytes, cap);
}

const { stacks } = synthApp();
const acl = Object.values(Template.fromStack(stacks.waf).findResources('AWS::WAFv2::WebACL'))[0]!.Properties;
const bodyRoutes = routes.filter((r) => r.id in bodySchemas || r.id in rawBodies);

describe('what each route accepts, from the shared schemas', () => {
  it('lists every route once: with a body schema, with a raw body, or without a body', () => {
    const listed = [...Object.keys(bodySchemas), ...Object.keys(rawBodies), ...noBody].sort();
    expect(listed).toEqual(routes.map((r) => r.id).sort());
  });

  it('bounds every field of every body schema', () => {
    const unbounded = [...bounds].flatMap(([id, b]) =>
      b.unbounded.map((field) => `${id}: ${field} has no limit`),
    );
    expect(unbounded).toEqual([]);
  });

  it('declares a byte cap on each route that reads a body, and none on the others', () => {
    expect(bodyRoutes.filter((r) => capOf(r) === undefined).map((r) => `${r.id}: no maxBodyBytes`)).toEqual(
      [],
    );
    expect(
      routes.filter((r) => noBody.includes(r.id as RouteId) && capOf(r) !== undefined).map((r) => r.id),
    ).toEqual([]);
  });

  it('caps each body no lower than the largest its schema accepts', () => {
    const short = routes.flatMap((route) => {
      const bound = bounds.get(route.id as RouteId);
      const cap = capOf(route) ?? Infinity;
      if (!bound) return [];
      const batch = batchCapped[route.id as RouteId];
      const needed = batch ? largestBody(batch.sent).bytes : bound.bytes;
      return needed > cap ? [`${route.id}: accepts ${kb(needed)}, its handler refuses over ${kb(cap)}`] : [];
    });
    expect(short).toEqual([]);
  });
});

describe('the derivation, checked on bodies built by hand', () => {
  const bytes = (body: unknown) => Buffer.byteLength(JSON.stringify(body), 'utf8');
  const postRequestMessage = routes.find((r) => r.id === 'postRequestMessage')!;

  it('counts a 4,000-character message in Tamil exactly, which the route and the edge take', () => {
    const body = { body: 'த'.repeat(4000) };
    expect(messageSchema.safeParse(body).success).toBe(true);
    expect(bytes(body)).toBe(bounds.get('postRequestMessage')!.bytes);
    expect(evaluate(acl, request(postRequestMessage, bytes(body)))).toMatchObject({ action: 'allow' });
  });

  it('refuses half characters, which JSON would write at 6 bytes each', () => {
    expect(messageSchema.safeParse({ body: `a${'\ud83d'.repeat(3998)}a` }).success).toBe(false);
    expect(messageSchema.safeParse({ body: '😀'.repeat(2000) }).success).toBe(true);
  });

  it('holds an inquiry with every field at its longest in Devanagari', () => {
    const dev = (n: number) => 'क'.repeat(n);
    const touch = {
      utm_source: dev(300),
      utm_medium: dev(300),
      utm_campaign: dev(300),
      utm_term: dev(300),
      utm_content: dev(300),
      gclid: dev(300),
      fbclid: dev(300),
      referrer: `https://x.in/${dev(287)}`,
      landing: `/${dev(299)}`,
    };
    const body = {
      id: '5b0b7b8e-5d7c-4a53-9a57-2f3b0d3c9e11',
      fullName: dev(100),
      email: `${'a'.repeat(240)}@example.com`,
      phone: '+91 98765 43210',
      company: dev(120),
      gstin: '27AAPFU0939F1ZV',
      service: dev(120),
      message: dev(2000),
      honeyPot: dev(500),
      attribution: { first: touch, last: touch },
    };
    expect(inquiryRequestSchema.safeParse(body).error?.issues).toBeUndefined();
    expect(bytes(body)).toBeLessThanOrEqual(bounds.get('postInquiry')!.bytes);
    expect(bytes(body)).toBeGreaterThan(16 * 1024);
  });
});

describe('the edge lets through what each route accepts', () => {
  it('passes the largest valid body of every route that reads one', () => {
    const refused = bodyRoutes.flatMap((route) => {
      const largest = largestValid(route);
      const size = Number.isFinite(largest) ? largest : API_GATEWAY_MAX_BYTES;
      const verdict = evaluate(acl, request(route, size));
      return verdict.action === 'allow'
        ? []
        : [
            `${route.id} (${route.method} ${route.path}): largest valid body ${kb(largest)}, ` +
              `WAF limit ${kb(largestAllowed(acl, request(route, 0), API_GATEWAY_MAX_BYTES))}, ` +
              `blocked by ${verdict.rule}`,
          ];
    });
    expect(refused).toEqual([]);
  });

  it('leaves the handler to refuse a body just over its cap (413 from the API, not the edge)', () => {
    const refused = bodyRoutes.flatMap((route) => {
      const cap = capOf(route);
      if (cap === undefined) return [`${route.id}: no cap`];
      const verdict = evaluate(acl, request(route, cap));
      return verdict.action === 'allow'
        ? []
        : [`${route.id}: a body of ${kb(cap)} is blocked by ${verdict.rule}`];
    });
    expect(refused).toEqual([]);
  });

  it('refuses, with 413, a body over the edge limit of a body route', () => {
    for (const route of bodyRoutes) {
      const limit = largestAllowed(acl, request(route, 0), API_GATEWAY_MAX_BYTES);
      if (!Number.isFinite(limit)) continue;
      expect({ route: route.id, ...evaluate(acl, request(route, limit + 1)) }).toMatchObject({
        route: route.id,
        action: 'block',
        status: 413,
      });
    }
  });

  it('keeps the 8 KB cap of the common rule set on paths that read no body', () => {
    // A path such as /api/leads/sources is also /api/leads/{id} to the edge, which sees paths,
    // not routes: it shares that route's limit (its own handler ignores a body).
    const shared = (route: ApiRoute) => bodyRoutes.some((b) => matchPath(b.path, samplePath(route)));
    for (const route of routes.filter((r) => noBody.includes(r.id as RouteId) && !shared(r))) {
      expect({
        route: route.id,
        limit: largestAllowed(acl, request(route, 0), API_GATEWAY_MAX_BYTES),
      }).toEqual({
        route: route.id,
        limit: 8 * 1024,
      });
    }
    for (const path of ['/', '/services/gst-registration', '/api/unknown']) {
      expect(
        largestAllowed(acl, { method: 'POST', path, userAgent: 'Mozilla/5.0' }, API_GATEWAY_MAX_BYTES),
      ).toBe(8 * 1024);
    }
  });

  it('does not widen a route’s limit for a path that only looks like it', () => {
    const webhook = routes.find((r) => r.id === 'receiveWebhook')!;
    const limit = largestAllowed(acl, request(webhook, 0), API_GATEWAY_MAX_BYTES);
    for (const path of ['/api/webhook/abc123/../../inquiries', '/api/webhooks/abc123', '/api/webhook']) {
      const allowed = largestAllowed(acl, { method: 'POST', path, userAgent: 'x' }, API_GATEWAY_MAX_BYTES);
      expect({ path, widened: allowed >= limit }).toEqual({ path, widened: false });
    }
  });
});

describe('requests without a User-Agent', () => {
  const webhook = routes.find((r) => r.id === 'receiveWebhook')!;
  const inquiry = routes.find((r) => r.id === 'postInquiry')!;

  it('reach the webhook receiver: lead platforms post server to server, often without one', () => {
    expect(evaluate(acl, request(webhook, 2048, null))).toMatchObject({ action: 'allow' });
    expect(evaluate(acl, { method: 'GET', path: '/api/webhook/abc123', bodyBytes: 0 })).toMatchObject({
      action: 'allow',
    });
  });

  it('are blocked everywhere else, as the common rule set does', () => {
    for (const req of [
      request(inquiry, 100, null),
      { method: 'GET', path: '/', bodyBytes: 0 },
      { method: 'GET', path: '/api/webhooks', bodyBytes: 0 },
      { method: 'GET', path: '/api/webhook', bodyBytes: 0 },
    ]) {
      expect({ path: req.path, ...evaluate(acl, req) }).toMatchObject({
        path: req.path,
        action: 'block',
        status: 403,
      });
    }
  });

  it('pass with one', () => {
    expect(evaluate(acl, request(inquiry, 100))).toMatchObject({ action: 'allow' });
  });
});
