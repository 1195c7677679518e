import * as z from 'zod';
import { dateRanges } from './date-ranges';
import { leadStatuses } from './domain';

/** spec 7: lead status badge styles in the detail dialog. */
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

const isoDate = z.iso.date('use YYYY-MM-DD');

/** GET /api/leads: the filters of the lead list (spec 2.13, 7), as the browser and the API read them. */
export const leadQuerySchema = z
  .object({
    q: z.string().trim().max(100, 'search is too long').optional(),
    status: z.enum(leadStatuses).optional(),
    source: z.string().trim().min(1).max(100).optional(),
    range: z.enum(dateRanges).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    cursor: z.string().max(2000).optional(),
  })
  .refine((q) => q.range !== 'custom' || (q.from && q.to), {
    message: 'a custom range needs from and to',
    path: ['from'],
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from is after to', path: ['from'] });

export type LeadQuery = z.input<typeof leadQuerySchema>;

/** Lowercased name, e-mail and phone: what the lead list's search looks in (case-insensitive). */
export const searchTextOf = (l: { name?: string; email?: string; phone?: string }) =>
  [l.name, l.email, l.phone].filter(Boolean).join(' ').toLowerCase();

export const leadStatusSchema = z.object({ status: z.enum(leadStatuses) });

/** CSV of leads as the list shows them; every cell quoted, formula-leading cells neutralised. */
export function leadsCsv(
  leads: {
    createdAt: string;
    name?: string;
    email: string;
    phone?: string;
    source: string;
    status: string;
    service?: string;
    message?: string;
  }[],
): string {
  const cell = (v: string | undefined) => {
    const text = v ?? '';
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return `"${safe.replace(/"/g, '""')}"`;
  };
  const header = ['Created', 'Name', 'Email', 'Phone', 'Source', 'Status', 'Service', 'Message'];
  const rows = leads.map((l) =>
    [l.createdAt, l.name, l.email, l.phone, l.source, l.status, l.service, l.message].map(cell).join(','),
  );
  return [header.map(cell).join(','), ...rows].join('\r\n') + '\r\n';
}
