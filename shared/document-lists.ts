import * as z from './zod';
import type { ChecklistItem, DocumentFile } from './documents';

/**
 * The document lists across requests: a client's own files and what the firm still needs from
 * it (GET /api/documents), and every outstanding checklist item for the firm
 * (GET /api/admin/documents/outstanding). Both answer a page at a time.
 */

/** Rows per page of either list (at most; `limit` asks for fewer). */
export const DOCUMENT_PAGE_SIZE = 100;
/** Outstanding items a client's answer carries at most (the overview shows the first few). */
export const MAX_NEEDED_ITEMS = 100;

/** The client list's kinds: what it uploaded, and what the firm delivered. */
export const documentKinds = ['upload', 'deliverable'] as const;
export type DocumentKind = (typeof documentKinds)[number];

const cursor = z.optional(z.string().check(z.maxLength(2000, 'too long to be one of this list')));
const limit = z._default(
  z.coerce
    .number('a number from 1 to 100')
    .check(z.int('a number from 1 to 100'), z.gte(1, 'at least 1'), z.lte(DOCUMENT_PAGE_SIZE, 'at most 100')),
  DOCUMENT_PAGE_SIZE,
);

/** GET /api/documents: one request's, one kind's, one year's (of upload, India's calendar). */
export const clientDocumentsQuerySchema = z.object({
  request: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/, 'not the id of a request'))),
  kind: z.optional(z.enum(documentKinds, 'upload or deliverable')),
  year: z.optional(
    z.string().check(
      z.regex(/^\d{4}$/, 'a year written YYYY'),
      z.refine((v) => Number(v) >= 2000 && Number(v) <= 2100, 'between 2000 and 2100'),
    ),
  ),
  limit,
  cursor,
});
export type ClientDocumentsQuery = z.input<typeof clientDocumentsQuerySchema>;

/** GET /api/admin/documents/outstanding: `overdue=true` for the items past their due date only. */
export const outstandingQuerySchema = z.object({
  overdue: z.optional(z.enum(['true', 'false'], 'true or false')),
  limit,
  cursor,
});
export type OutstandingQuery = z.input<typeof outstandingQuerySchema>;

/** A file in the client's list, with the service of its request. */
export interface ClientDocument extends DocumentFile {
  serviceTitle: string;
}

/**
 * A checklist item the firm still waits for (requested, or rejected and to be sent again), with
 * its request's service and client; `overdue` when its due date has passed in India.
 */
export interface OutstandingItem extends ChecklistItem {
  status: 'pending' | 'rejected';
  serviceTitle: string;
  clientSub: string;
  clientName: string;
  overdue: boolean;
}

/** One of the client's requests, for the list's request filter. */
export interface DocumentRequestOption {
  id: string;
  serviceTitle: string;
  createdAt: string;
}
