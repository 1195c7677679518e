import * as z from './zod';
import { dateRanges } from './date-ranges';
import { dateWindowCheck, isoDate } from './date-window';
import { leadStatuses } from './domain';

/** The lead status badge in the detail dialog: outline when closed, secondary in progress, else default. */
export function leadBadgeVariant(status: string): 'outline' | 'secondary' | 'default' {
  return status === 'closed' ? 'outline' : status === 'in_progress' ? 'secondary' : 'default';
}

export const leadStatusLabels: Record<(typeof leadStatuses)[number], string> = {
  new: 'New',
  in_progress: 'In progress',
  converted: 'Converted',
  closed: 'Closed',
};

export { dateRanges, rangeBounds, type DateRange } from './date-ranges';

const OWNER = /^(me|[A-Za-z0-9-]{1,64})$/;

/** GET /api/leads: the lead list's filters (docs/product.md#leads), as the browser and the API read them. */
/** The lead list's filters: the list's query, and the body that starts an export of it. */
const leadFilterShape = {
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'search is too long'))),
  status: z.optional(z.enum(leadStatuses)),
  source: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  service: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200, 'service is too long'))),
  /** 'me' (the caller) or a staff member's id: the leads they own. */
  owner: z.optional(z.string().check(z.regex(OWNER, 'owner: me, or a staff member’s id'))),
  campaign: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(300, 'campaign is too long'))),
  range: z.optional(z.enum(dateRanges)),
  from: z.optional(isoDate),
  to: z.optional(isoDate),
  /** Test leads (a platform's samples) are left out of lists and exports unless asked for alone. */
  tests: z.optional(z.enum(['only'], 'tests: only, or leave it out')),
};

const customRangeCheck = () =>
  z.refine<{ range?: string | undefined; from?: string | undefined; to?: string | undefined }>(
    (q) => q.range !== 'custom' || Boolean(q.from && q.to),
    {
      message: 'a custom range needs from and to',
      path: ['from'],
    },
  );

export const leadQuerySchema = z
  .object({
    ...leadFilterShape,
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 50),
    cursor: z.optional(z.string().check(z.maxLength(2000))),
  })
  .check(customRangeCheck(), dateWindowCheck());

/**
 * POST /api/leads/exports: an export of the lead list as filtered, named by an id the browser
 * chooses (a UUID), so that the same request sent again starts nothing more.
 */
export const leadExportSchema = z
  .strictObject({
    id: z
      .string('id: a UUID of your choosing')
      .check(
        z.regex(
          /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
          'id: a UUID of your choosing',
        ),
      ),
    ...leadFilterShape,
  })
  .check(customRangeCheck(), dateWindowCheck());

export type LeadQuery = z.input<typeof leadQuerySchema>;

export const MAX_LEAD_NOTE = 2000;

/**
 * PATCH /api/leads/{id}: the status, and nothing else. Strict: a note or an owner sent here is
 * refused by name (they have routes of their own), never dropped as if saved.
 */
export const leadUpdateSchema = z.strictObject({
  status: z.enum(leadStatuses, `status must be one of: ${leadStatuses.join(', ')}`),
});

/** POST /api/leads/{id}/notes: a note for the lead's timeline. */
export const leadNoteSchema = z.strictObject({
  note: z
    .string('Note: text')
    .check(
      z.trim(),
      z.minLength(1, 'Note is empty'),
      z.maxLength(MAX_LEAD_NOTE, `Note: at most ${MAX_LEAD_NOTE} characters`),
    ),
});

/** PUT /api/leads/{id}/owner: the staff member who owns the lead, or null for nobody. */
export const leadOwnerSchema = z.strictObject({
  ownerSub: z.nullable(
    z
      .string('ownerSub: a staff member’s id, or null')
      .check(z.regex(/^[A-Za-z0-9-]{1,64}$/, 'ownerSub: a staff member’s id, or null')),
  ),
});

/** POST /api/leads/{id}/split: which of the lead's repeats becomes a lead of its own. */
export const splitLeadSchema = z.object({
  repeatId: z
    .string('repeatId: the id of one of the lead’s repeats')
    .check(z.regex(/^[A-Za-z0-9_-]{1,128}$/, 'repeatId: the id of one of the lead’s repeats')),
});

/**
 * What a spreadsheet may read as the start of a formula or a command: `=`, `+`, `-`, `@`, `|`
 * (DDE), a tab or a carriage return, and the full-width `＝＋－＠｜`, which some spreadsheets
 * read as their ASCII twins, each also after leading spaces. Such a cell gets a `'` first, so it
 * opens as text.
 */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@|\uFF1D\uFF0B\uFF0D\uFF20\uFF5C])/;

/** India is UTC+5:30 all year. */
const IST_MS = 330 * 60 * 1000;

/** "2026-11-27 15:30": a moment as a clock in India reads it, in the form spreadsheets sort. */
export function indiaDateTime(iso: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  return new Date(at + IST_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * CSV of leads as the list shows them: times in India's, statuses as staff read them, the owner
 * by name; every cell quoted, formula-leading cells neutralised. `header`: with the line of
 * column names first (a file written in pieces has it once).
 */
export function leadsCsv(
  leads: {
    createdAt: string;
    name?: string;
    email: string;
    phone?: string;
    company?: string;
    source: string;
    endpoint?: string;
    campaign?: string;
    status: string;
    ownerName?: string;
    service?: string;
    message?: string;
  }[],
  withHeader = true,
): string {
  const cell = (v: string | undefined) => {
    const text = v ?? '';
    const safe = FORMULA_START.test(text) ? `'${text}` : text;
    return `"${safe.replace(/"/g, '""')}"`;
  };
  const header = [
    'Created (India time)',
    'Name',
    'Email',
    'Phone',
    'Company',
    'Source',
    'Endpoint',
    'Campaign',
    'Status',
    'Owner',
    'Service',
    'Message',
  ];
  const statusLabel = (status: string) => leadStatusLabels[status as keyof typeof leadStatusLabels] ?? status;
  const rows = leads.map((l) =>
    [
      indiaDateTime(l.createdAt),
      l.name,
      l.email,
      l.phone,
      l.company,
      l.source,
      l.endpoint,
      l.campaign,
      statusLabel(l.status),
      l.ownerName ?? 'Unassigned',
      l.service,
      l.message,
    ]
      .map(cell)
      .join(','),
  );
  const lines = withHeader ? [header.map(cell).join(','), ...rows] : rows;
  return lines.length ? lines.join('\r\n') + '\r\n' : '';
}
