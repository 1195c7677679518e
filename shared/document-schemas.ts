import * as z from './zod';
import { CONTROL, CONTROL_EXCEPT_LINES } from './text-checks';
import { isoDate } from './date-window';
import {
  MAX_CHECKLIST_ITEMS,
  MAX_DOCUMENT_BYTES,
  documentTypes,
  acceptedContentTypes,
  documentTypeOf,
} from './documents';

/*
 * What the document routes accept, checked alike in the browser and the handlers. Apart from the
 * constants and types in documents.ts, so the handlers that only need those (mailers, the S3
 * handlers) do not build these schemas.
 */

const line = (label: string, max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(1, `${label} is empty`),
    z.maxLength(max, `${label} is too long (${max} characters at most)`),
    z.refine((v) => !CONTROL.test(v), `${label} contains invalid characters`),
  );

const note = z.string().check(
  z.trim(),
  z.maxLength(1000, 'Note is too long (1000 characters at most)'),
  z.refine((v) => !CONTROL_EXCEPT_LINES.test(v), 'Note contains invalid characters'),
);

const itemFields = {
  title: line('Title', 200),
  note: z.optional(note),
  dueDate: z.optional(isoDate),
};

/**
 * POST /api/requests/{id}/checklist: items to add. Without `items`, the service's own list of
 * required documents is added (the pre-filled checklist); `note` and `dueDate` then apply to each.
 * With `items`, they apply to each item that gives none of its own, so the form sends them once.
 */
export const checklistSchema = z.object({
  items: z.optional(
    z
      .array(z.object(itemFields))
      .check(
        z.minLength(1, 'Add at least one item'),
        z.maxLength(MAX_CHECKLIST_ITEMS, `At most ${MAX_CHECKLIST_ITEMS} items`),
      ),
  ),
  note: itemFields.note,
  dueDate: itemFields.dueDate,
});
export type ChecklistInput = z.input<typeof checklistSchema>;

/** PUT /api/requests/{id}/checklist/{itemId}: the item's wording, note and due date (null clears). */
export const checklistItemSchema = z.object({
  title: itemFields.title,
  note: z.optional(z.nullable(note)),
  dueDate: z.optional(z.nullable(isoDate)),
});
export type ChecklistItemInput = z.input<typeof checklistItemSchema>;

/** What a file name may be: one line, no path, an accepted extension. */
const fileName = z.string().check(
  z.trim(),
  z.minLength(1, 'File name is empty'),
  z.maxLength(200, 'File name is too long (200 characters at most)'),
  z.refine((v) => !CONTROL.test(v) && !/[\\/]/.test(v), 'File name contains invalid characters'),
);

/**
 * POST …/uploads and …/deliverables: the file the browser is about to send. Its size and type
 * become conditions of the upload policy, so S3 refuses anything else.
 */
export const uploadSchema = z
  .object({
    fileName,
    contentType: z.enum(
      acceptedContentTypes as [string, ...string[]],
      `Content type: PDF, JPEG, PNG, HEIC, XLSX, XLS, CSV, DOCX or ZIP only`,
    ),
    size: z
      .number('Size: the file size in bytes')
      .check(
        z.int('Size: the file size in bytes'),
        z.minimum(1, 'Size: the file is empty'),
        z.maximum(MAX_DOCUMENT_BYTES, `Size: the file is larger than ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB`),
      ),
  })
  .check(
    z.refine(
      (v) => {
        const type = documentTypeOf(v.contentType);
        const ext = v.fileName.toLowerCase().split('.').pop() ?? '';
        return !type || (documentTypes[type].extensions as readonly string[]).includes(ext);
      },
      { message: 'File name: its extension does not match the content type', path: ['fileName'] },
    ),
  );
export type UploadInput = z.input<typeof uploadSchema>;

/** POST …/documents/{fileId}/review: the firm's decision; a rejection says why. */
export const reviewSchema = z
  .object({
    decision: z.enum(['accepted', 'rejected'], 'Decision: accepted or rejected'),
    reason: z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(1000, 'Reason is too long (1000 characters at most)'),
        z.refine((v) => !CONTROL_EXCEPT_LINES.test(v), 'Reason contains invalid characters'),
      ),
    ),
  })
  .check(
    z.refine((v) => v.decision === 'accepted' || Boolean(v.reason), {
      message: 'Reason: say why the document is rejected',
      path: ['reason'],
    }),
  );
export type ReviewInput = z.input<typeof reviewSchema>;

/** POST …/documents/{fileId}/archive: the firm archives a file (true) or brings it back (false). */
export const archiveSchema = z.object({ archived: z.boolean('Archived: true or false') });
export type ArchiveInput = z.input<typeof archiveSchema>;
