/**
 * Documents of a service request: the checklist the firm sets (what the client must provide),
 * the files the client uploads against its items, and the deliverables the firm uploads. Files
 * travel straight between the browser and the documents bucket (presigned POST and GET); the
 * API decides who may, names the object, and checks what arrived.
 */

/** Where every document object lives in the bucket: `clients/<client sub>/<request>/<file>`. */
export const DOCUMENT_KEY_PREFIX = 'clients/';

/**
 * Where an upload form writes: `uploads/<client sub>/<request>/<file>`. No form ever names a key
 * under the documents prefix. Completing an upload copies the object to its documents key and
 * checks that copy, so what the firm downloads is exactly what was checked, whatever the form
 * (valid for ten minutes) sends afterwards. The bucket's lifecycle removes what is left here
 * after a day: uploads never completed, and what a form sent after its completion.
 */
export const UPLOAD_STAGING_PREFIX = 'uploads/';

/**
 * Where the lead list's CSV exports are written, in the same bucket: `exports/leads/<id>.csv`,
 * each downloaded through a link that lasts a minute and removed by the bucket's lifecycle a day
 * later. No client document is under it, and no export is under the documents prefix.
 */
export const LEAD_EXPORT_PREFIX = 'exports/leads/';
/** The export job's time limit (its function's timeout); a job running longer has stopped. */
export const LEAD_EXPORT_JOB_SECONDS = 15 * 60;
/** The event a failed export is logged with, which the jobs stack's alarm counts. */
export const LEAD_EXPORT_FAILED = 'LeadExportFailed';

/** The largest file a client or the firm may upload. */
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;
/** How long a presigned upload form stays valid. */
export const UPLOAD_EXPIRES_SECONDS = 10 * 60;
/** How long a download link stays valid: long enough to start it, short enough not to share. */
export const DOWNLOAD_EXPIRES_SECONDS = 60;
/** Items one checklist may hold. */
export const MAX_CHECKLIST_ITEMS = 40;

/**
 * The file types accepted, each with the Content-Type the upload must declare and the extensions
 * its name may have. What arrives is checked by its first bytes, not by its name or declared type.
 */
export const documentTypes = {
  pdf: { contentType: 'application/pdf', extensions: ['pdf'], label: 'PDF' },
  jpeg: { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'JPEG image' },
  png: { contentType: 'image/png', extensions: ['png'], label: 'PNG image' },
  heic: { contentType: 'image/heic', extensions: ['heic', 'heif'], label: 'HEIC image' },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
    label: 'Excel workbook',
  },
  xls: { contentType: 'application/vnd.ms-excel', extensions: ['xls'], label: 'Excel 97-2003 workbook' },
  csv: { contentType: 'text/csv', extensions: ['csv'], label: 'CSV file' },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    label: 'Word document',
  },
  zip: { contentType: 'application/zip', extensions: ['zip'], label: 'ZIP archive' },
} as const;
export type DocumentType = keyof typeof documentTypes;
export const documentTypeIds = Object.keys(documentTypes) as DocumentType[];
export const acceptedContentTypes = documentTypeIds.map((t) => documentTypes[t].contentType);

/** The type a declared Content-Type stands for, if accepted. */
export const documentTypeOf = (contentType: string): DocumentType | undefined =>
  documentTypeIds.find((t) => documentTypes[t].contentType === contentType);

export const checklistStatuses = ['pending', 'uploaded', 'accepted', 'rejected'] as const;
/** pending: nothing usable yet; uploaded: a file awaits review; accepted; rejected: upload again. */
export type ChecklistStatus = (typeof checklistStatuses)[number];

/**
 * A change to the checklist the client has not been told of yet: an item added ('new', which the
 * client does not see until told), reworded ('changed', seen as it now reads) or taken off
 * ('removed', seen by nobody but staff). "Notify client" tells the client of all of them in one
 * e-mail; then the mark is gone (and a removed item with it).
 */
export const checklistNotices = ['new', 'changed', 'removed'] as const;
export type ChecklistNotice = (typeof checklistNotices)[number];

/** An item the client does not see: added but not told of yet, or taken off. */
export const hiddenFromClient = (item: Pick<ChecklistItem, 'notice'>) =>
  item.notice === 'new' || item.notice === 'removed';

export interface ChecklistItem {
  id: string;
  requestId: string;
  title: string;
  /** A change the client has not been told of yet; absent once told. */
  notice?: ChecklistNotice;
  note?: string;
  /** YYYY-MM-DD. */
  dueDate?: string;
  status: ChecklistStatus;
  /** The file under review or accepted, when there is one. */
  fileId?: string;
  /** Why the last file was rejected. */
  rejectionReason?: string;
  createdAt: string;
  updatedAt: string;
}

export const fileStatuses = ['issued', 'uploaded', 'accepted', 'rejected', 'refused', 'deleted'] as const;
/**
 * issued: an upload form was handed out, nothing checked yet; uploaded: the object arrived and
 * is of an accepted type; accepted / rejected: the firm's review of a client's upload; refused:
 * what arrived was not what was declared (the object is deleted); deleted: its uploader took it
 * back. Lists show uploaded, accepted and rejected files only.
 */
export type FileStatus = (typeof fileStatuses)[number];

/** What the malware scan said: GuardDuty's verdict in AWS; never scanned locally. */
export type ScanState = 'pending' | 'no-threats' | 'threats-found' | 'not-scanned-local' | 'unavailable';

export interface DocumentFile {
  id: string;
  requestId: string;
  /** A client's upload against a checklist item, or a deliverable from the firm. */
  kind: 'upload' | 'deliverable';
  itemId?: string;
  /** The name the uploader's file had (shown, and offered at download; never part of the key). */
  fileName: string;
  contentType: string;
  /** Bytes, once the upload is complete. */
  size?: number;
  /**
   * The object version that was checked when the upload completed (the bucket is versioned):
   * downloads and the malware verdict are of that version. Absent where the store keeps no
   * versions (the local emulator).
   */
  versionId?: string;
  status: FileStatus;
  uploadedBy: { sub: string; name: string; role: 'admin' | 'client' };
  createdAt: string;
  updatedAt: string;
  reviewedBy?: string;
  reviewReason?: string;
  /**
   * Years the file is kept from its upload, as the firm's setting was then; the bucket's
   * lifecycle deletes it after them. Files recorded before the setting existed have none.
   */
  retentionYears?: number;
  /** Set while an admin has archived the file: the client no longer sees it; the firm still can. */
  archivedAt?: string;
  archivedBy?: string;
}

/**
 * How long the firm keeps files, in whole years from their upload, and the default. Tax records
 * must be kept 6 years from the end of the assessment year (Income-tax Rules, rule 6F) and 72
 * months from the due date of the year's annual GST return (CGST Act, section 36); a company's
 * books 8 financial years (Companies Act 2013, section 128(5)). Hence a floor of 6 years and a
 * default of 8; 20 years is the longest the bucket's lifecycle has a rule for.
 */
export const MIN_RETENTION_YEARS = 6;
export const MAX_RETENTION_YEARS = 20;
export const DEFAULT_RETENTION_YEARS = 8;
export const retentionYearChoices = Array.from(
  { length: MAX_RETENTION_YEARS - MIN_RETENTION_YEARS + 1 },
  (_, i) => MIN_RETENTION_YEARS + i,
);
/** The object tag the bucket's lifecycle rules expire files by (its value: the years, e.g. '8'). */
export const RETENTION_TAG = 'retention-years';

/** A presigned POST: the form's URL and the fields to send before the file (named `file`, last). */
export interface UploadForm {
  url: string;
  fields: Record<string, string>;
  expiresAt: string;
  maxBytes: number;
}

/** An entry of a request's document trail (the audit log; subject `documents#<requestId>`). */
export interface DocumentAuditEntry {
  subject: string;
  at: string;
  action:
    | 'document.upload-issued'
    | 'document.uploaded'
    | 'document.refused'
    | 'document.downloaded'
    | 'document.accepted'
    | 'document.rejected'
    | 'document.deleted'
    | 'document.archived'
    | 'document.restored';
  /** The name as it was when they acted (entries written before names were kept have none). */
  actor: { sub: string; email: string; name?: string };
  requestId: string;
  fileId: string;
  key: string;
  fileName: string;
  detail?: string;
}

export const documentAuditSubject = (requestId: string) => `documents#${requestId}`;

/** What a request's document activity shows of the trail: issued forms and refusals are left out. */
export const documentActivityActions = [
  'uploaded',
  'downloaded',
  'accepted',
  'rejected',
  'deleted',
  'archived',
  'restored',
] as const;
export type DocumentActivityAction = (typeof documentActivityActions)[number];

/**
 * One event of a request's document activity, as both sides see it: from the trail, without the
 * object's key or anyone's e-mail. `side` is who acted: the request's client, or the firm.
 */
export interface DocumentActivity {
  at: string;
  action: DocumentActivityAction;
  fileId: string;
  fileName: string;
  by: { name: string; side: 'client' | 'firm' };
  /** A rejection's reason. */
  reason?: string;
}
