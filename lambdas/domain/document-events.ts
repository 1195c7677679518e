import type {
  ChecklistItem,
  DocumentActivity,
  DocumentActivityAction,
  DocumentAuditEntry,
  DocumentFile,
} from '../../shared/documents';
import { firm } from '../../shared/firm';
import type { PortalNotification, ServiceRequest } from '../../shared/portal-model';
import type { Mail } from '../../shared/mail';
import { pagePaths } from '../../shared/page-paths';
import { longDate, noticeMail } from './portal-mails';

/**
 * What the other side is told about a request's documents (a portal notification and its e-mail),
 * and the request's document activity as both sides see it. Pure: the use cases store and send.
 */

/** A notification with the e-mail the notification mailer sends. */
export type DocumentNotice = Omit<PortalNotification, 'id' | 'read' | 'at'> & { mail: Mail };

const clientLink = (request: ServiceRequest) => pagePaths.client.request(request.id);
const firmLink = (request: ServiceRequest) => pagePaths.admin.request(request.id);

/** Someone's words on one line, cut to `max` characters. */
export function preview(text: string, max = 140): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** "PAN card", "PAN card and Form 16", "PAN card, Form 16, Form 26AS and 2 more". */
export function listTitles(titles: readonly string[], shown = 3): string {
  if (titles.length <= 1) return titles[0] ?? '';
  if (titles.length <= shown) return `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
  return `${titles.slice(0, shown).join(', ')} and ${titles.length - shown} more`;
}

/** When the items are due: one date for all, or the earliest of several; empty when none is. */
function dueText(items: readonly ChecklistItem[]): string {
  const dates = items.flatMap((i) => (i.dueDate ? [i.dueDate] : [])).sort();
  if (dates.length === 0) return '';
  const same = dates.length === items.length && dates[0] === dates.at(-1);
  return same ? ` Due by ${longDate(dates[0]!)}.` : ` The earliest is due by ${longDate(dates[0]!)}.`;
}

/** To the client: the firm added items to the request's checklist. */
export function documentsRequestedNotice(
  request: ServiceRequest,
  items: readonly ChecklistItem[],
  origin: string,
): DocumentNotice {
  const one = items.length === 1;
  const what = one ? items[0]!.title : `${items.length} documents`;
  const notes = [...new Set(items.map((i) => i.note ?? ''))];
  // The note given for all of them is said once; different notes stay with their items.
  const sharedNote = notes.length === 1 ? notes[0] : '';
  const lines = items.map(
    (i) =>
      `• ${i.title}${!sharedNote && i.note ? ` (${preview(i.note, 200)})` : ''}${
        i.dueDate ? `, due by ${longDate(i.dueDate)}` : ''
      }`,
  );
  return {
    kind: 'document',
    title: `The firm asked for ${what} for ${request.serviceTitle}`,
    body: `${one ? 'Upload it' : `${listTitles(items.map((i) => i.title))}: upload them`} on the request’s page.${dueText(items)}`,
    link: clientLink(request),
    mail: noticeMail({
      to: request.clientEmail,
      subject: `Please upload ${what} for your ${request.serviceTitle} request`,
      greeting: `Dear ${request.clientName},`,
      paragraphs: [
        `Please upload ${one ? 'this document' : 'these documents'} for your ${request.serviceTitle} request:`,
        lines.join('\n'),
        ...(sharedNote ? [`Note from the firm: ${sharedNote}`] : []),
        'PDF, JPEG, PNG, HEIC, Excel, CSV, Word and ZIP files of up to 25 MB each are accepted.',
      ],
      link: { href: `${origin}${clientLink(request)}`, label: 'Upload in your portal' },
    }),
  };
}

/** The checklist's changes the client is told of in one notice. */
export interface ChecklistChanges {
  added: readonly ChecklistItem[];
  changed: readonly ChecklistItem[];
  removed: readonly ChecklistItem[];
}

const itemLine = (i: ChecklistItem) =>
  `• ${i.title}${i.note ? ` (${preview(i.note, 200)})` : ''}${i.dueDate ? `, due by ${longDate(i.dueDate)}` : ''}`;

/**
 * To the client: the firm's changes to the request's checklist, all in one notice. Items only
 * added read as the request for them; changes and removals are listed under their own headings.
 */
export function checklistChangedNotice(
  request: ServiceRequest,
  { added, changed, removed }: ChecklistChanges,
  origin: string,
): DocumentNotice {
  if (changed.length === 0 && removed.length === 0) return documentsRequestedNotice(request, added, origin);
  const sections = [
    added.length > 0 && `Newly asked for:\n${added.map(itemLine).join('\n')}`,
    changed.length > 0 && `Changed (see the new wording or date):\n${changed.map(itemLine).join('\n')}`,
    removed.length > 0 && `No longer needed:\n${removed.map((i) => `• ${i.title}`).join('\n')}`,
  ].filter((x): x is string => Boolean(x));
  const summary = [
    added.length > 0 && `${added.length} added`,
    changed.length > 0 && `${changed.length} changed`,
    removed.length > 0 && `${removed.length} no longer needed`,
  ]
    .filter(Boolean)
    .join(', ');
  const upload = added.length + changed.length > 0;
  return {
    kind: 'document',
    title: `The firm updated the documents it needs for ${request.serviceTitle}`,
    body: `${summary}.${upload ? ' Upload what is asked for on the request’s page.' : ''}${dueText([...added, ...changed])}`,
    link: clientLink(request),
    mail: noticeMail({
      to: request.clientEmail,
      subject: `The documents needed for your ${request.serviceTitle} request have changed`,
      greeting: `Dear ${request.clientName},`,
      paragraphs: [
        `We have updated the list of documents we need for your ${request.serviceTitle} request (${summary}).`,
        ...sections,
        ...(upload
          ? ['PDF, JPEG, PNG, HEIC, Excel, CSV, Word and ZIP files of up to 25 MB each are accepted.']
          : []),
      ],
      link: { href: `${origin}${clientLink(request)}`, label: 'See the list in your portal' },
    }),
  };
}

/** To the client: the firm rejected its upload, with a reason; the item takes another file. */
export function uploadRejectedNotice(
  request: ServiceRequest,
  file: DocumentFile,
  itemTitle: string | undefined,
  reason: string,
  origin: string,
): DocumentNotice {
  const document = itemTitle ?? file.fileName;
  return {
    kind: 'document',
    title: `Your ${document} for ${request.serviceTitle} was not accepted`,
    body: `${file.fileName}: ${preview(reason)}`,
    link: clientLink(request),
    mail: noticeMail({
      to: request.clientEmail,
      subject: `Your ${document} for your ${request.serviceTitle} request was not accepted`,
      greeting: `Dear ${request.clientName},`,
      paragraphs: [
        `The firm reviewed ${file.fileName}, which you uploaded for “${document}”, and did not accept it. The reason:`,
        reason,
        'Please upload a new file for it on your request’s page.',
      ],
      link: { href: `${origin}${clientLink(request)}`, label: 'Upload it again' },
    }),
  };
}

/** To the client: a file from the firm (a deliverable) has arrived and can be downloaded. */
export function deliverableReadyNotice(
  request: ServiceRequest,
  file: DocumentFile,
  origin: string,
): DocumentNotice {
  return {
    kind: 'document',
    title: `Your ${file.fileName} is ready to download`,
    body: `The firm sent it for your ${request.serviceTitle} request.`,
    link: clientLink(request),
    mail: noticeMail({
      to: request.clientEmail,
      subject: `Your ${file.fileName} is ready to download`,
      greeting: `Dear ${request.clientName},`,
      paragraphs: [
        `${firm.name} has sent you ${file.fileName} for your ${request.serviceTitle} request. Download it on your request’s page.`,
      ],
      link: { href: `${origin}${clientLink(request)}`, label: 'Download it in your portal' },
    }),
  };
}

/** To the firm's inbox and its new-request address: a client uploaded a file for review. */
export function clientUploadNotice(
  request: ServiceRequest,
  file: DocumentFile,
  itemTitle: string | undefined,
  alertTo: string,
  origin: string,
): DocumentNotice {
  const document = itemTitle ?? file.fileName;
  const title = `${request.clientName} uploaded ${document} for ${request.serviceTitle}`;
  return {
    kind: 'document',
    title,
    body: `${file.fileName} awaits your review.`,
    link: firmLink(request),
    mail: noticeMail({
      to: alertTo,
      subject: title,
      paragraphs: [
        `${request.clientName} <${request.clientEmail}> uploaded ${file.fileName} for “${document}” on their ${request.serviceTitle} request. It awaits your review.`,
      ],
      link: { href: `${origin}${firmLink(request)}`, label: 'Review it' },
      replyTo: request.clientEmail,
    }),
  };
}

/** The trail's actions the activity shows, and how it names them. */
const shownActions: Partial<Record<DocumentAuditEntry['action'], DocumentActivityAction>> = {
  'document.uploaded': 'uploaded',
  'document.downloaded': 'downloaded',
  'document.accepted': 'accepted',
  'document.rejected': 'rejected',
  'document.deleted': 'deleted',
  'document.archived': 'archived',
  'document.restored': 'restored',
};
export const ACTIVITY_TRAIL_ACTIONS = Object.keys(shownActions) as DocumentAuditEntry['action'][];

/**
 * The request's document activity from its trail (in the trail's order): who acted (the client,
 * or the firm's staff member by name), on which file, with a rejection's reason. Object keys and
 * e-mail addresses stay in the trail.
 */
export function activityOf(
  entries: readonly DocumentAuditEntry[],
  request: Pick<ServiceRequest, 'clientSub' | 'clientName'>,
): DocumentActivity[] {
  return entries.flatMap((entry) => {
    const action = shownActions[entry.action];
    if (!action) return [];
    const side = entry.actor.sub === request.clientSub ? 'client' : 'firm';
    const name = entry.actor.name ?? (side === 'client' ? request.clientName : 'The firm');
    return [
      {
        at: entry.at.split('#')[0]!,
        action,
        fileId: entry.fileId,
        fileName: entry.fileName,
        by: { name, side },
        ...(action === 'rejected' && entry.detail ? { reason: entry.detail } : {}),
      },
    ];
  });
}
