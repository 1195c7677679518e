import {
  activityOf,
  clientUploadNotice,
  deliverableReadyNotice,
  documentsRequestedNotice,
  listTitles,
  preview,
  uploadRejectedNotice,
} from '../../lambdas/domain/document-events';
import type { ChecklistItem, DocumentAuditEntry, DocumentFile } from '../../shared/documents';
import type { ServiceRequest } from '../../shared/portal-model';

const request = {
  id: 'req-1',
  clientSub: 'client-sub',
  clientName: 'Meera <b>Iyer</b>',
  clientEmail: 'meera@example.in',
  serviceTitle: 'GST Registration',
} as ServiceRequest;
const origin = 'https://sahajtax.in';

const item = (title: string, extra: Partial<ChecklistItem> = {}): ChecklistItem => ({
  id: title,
  requestId: request.id,
  title,
  status: 'pending',
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  ...extra,
});
const file = (fileName: string, kind: DocumentFile['kind'] = 'upload'): DocumentFile => ({
  id: 'file-1',
  requestId: request.id,
  kind,
  fileName,
  contentType: 'application/pdf',
  status: 'uploaded',
  uploadedBy: { sub: 'client-sub', name: 'Meera Iyer', role: 'client' },
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
});

describe('document notices', () => {
  it('names the titles in a line, the first three then how many more', () => {
    expect(listTitles(['PAN card'])).toBe('PAN card');
    expect(listTitles(['PAN card', 'Form 16'])).toBe('PAN card and Form 16');
    expect(listTitles(['A', 'B', 'C'])).toBe('A, B and C');
    expect(listTitles(['A', 'B', 'C', 'D', 'E'])).toBe('A, B, C and 2 more');
    expect(preview('one\n\ntwo  three')).toBe('one two three');
    expect(preview('x'.repeat(200))).toHaveLength(140);
  });

  it('tells the client how many documents the firm asked for, for which service, and by when', () => {
    const items = [
      item('PAN card', { note: 'Both sides', dueDate: '2026-12-31' }),
      item('Bank statement Apr–Sep', { note: 'Both sides', dueDate: '2026-12-31' }),
      item('Form 16', { note: 'Both sides', dueDate: '2026-12-31' }),
    ];
    const notice = documentsRequestedNotice(request, items, origin);
    expect(notice).toMatchObject({
      kind: 'document',
      title: 'The firm asked for 3 documents for GST Registration',
      body: 'PAN card, Bank statement Apr–Sep and Form 16: upload them on the request’s page. Due by 31 December 2026.',
      link: '/client-dashboard/requests/req-1',
    });
    expect(notice.mail.to).toBe('meera@example.in');
    expect(notice.mail.subject).toBe('Please upload 3 documents for your GST Registration request');
    // The shared note is said once; each item is a line with its due date.
    expect(notice.mail.text).toContain('• Bank statement Apr–Sep, due by 31 December 2026');
    expect(notice.mail.text).toContain('Note from the firm: Both sides');
    expect(notice.mail.text).toContain('https://sahajtax.in/client-dashboard/requests/req-1');
    expect(notice.mail.html).toContain('Dear Meera &lt;b&gt;Iyer&lt;/b&gt;,');
  });

  it('names a single document, and the earliest of several due dates', () => {
    expect(documentsRequestedNotice(request, [item('PAN card')], origin)).toMatchObject({
      title: 'The firm asked for PAN card for GST Registration',
      body: 'Upload it on the request’s page.',
    });
    const mixed = documentsRequestedNotice(
      request,
      [item('A', { dueDate: '2027-01-15', note: 'Scans' }), item('B', { dueDate: '2026-12-01' })],
      origin,
    );
    expect(mixed.body).toBe(
      'A and B: upload them on the request’s page. The earliest is due by 1 December 2026.',
    );
    expect(mixed.mail.text).toContain('• A (Scans), due by 15 January 2027');
    expect(mixed.mail.text).not.toContain('Note from the firm');
  });

  it('tells the client which upload was not accepted and why', () => {
    const reason = 'This stops in July: please send April to September.';
    const notice = uploadRejectedNotice(
      request,
      file('statement.pdf'),
      'Bank statement Apr–Sep',
      reason,
      origin,
    );
    expect(notice).toMatchObject({
      kind: 'document',
      title: 'Your Bank statement Apr–Sep for GST Registration was not accepted',
      body: `statement.pdf: ${reason}`,
      link: '/client-dashboard/requests/req-1',
    });
    expect(notice.mail.subject).toBe(
      'Your Bank statement Apr–Sep for your GST Registration request was not accepted',
    );
    expect(notice.mail.text).toContain(reason);
    // Without its checklist item, the file's own name stands for it.
    expect(uploadRejectedNotice(request, file('x.pdf'), undefined, 'Blurred', origin).title).toBe(
      'Your x.pdf for GST Registration was not accepted',
    );
  });

  it('tells the client a deliverable is ready, and the firm what a client uploaded', () => {
    const ready = deliverableReadyNotice(request, file('ITR-V acknowledgement.pdf', 'deliverable'), origin);
    expect(ready).toMatchObject({
      kind: 'document',
      title: 'Your ITR-V acknowledgement.pdf is ready to download',
      body: 'The firm sent it for your GST Registration request.',
      link: '/client-dashboard/requests/req-1',
    });
    expect(ready.mail.to).toBe('meera@example.in');
    const uploaded = clientUploadNotice(request, file('PAN.pdf'), 'PAN card', 'desk@sahajtax.in', origin);
    expect(uploaded).toMatchObject({
      kind: 'document',
      title: 'Meera <b>Iyer</b> uploaded PAN card for GST Registration',
      body: 'PAN.pdf awaits your review.',
      link: '/admin-dashboard/requests/req-1',
    });
    expect(uploaded.mail).toMatchObject({ to: 'desk@sahajtax.in', replyTo: 'meera@example.in' });
    expect(uploaded.mail.text).toContain('https://sahajtax.in/admin-dashboard/requests/req-1');
    expect(uploaded.mail.html).not.toContain('<b>Iyer</b>');
  });
});

describe('document activity', () => {
  const entry = (
    action: DocumentAuditEntry['action'],
    actor: DocumentAuditEntry['actor'],
    at: string,
    detail?: string,
  ): DocumentAuditEntry => ({
    subject: 'documents#req-1',
    at: `${at}#abcd1234`,
    action,
    actor,
    requestId: 'req-1',
    fileId: 'file-1',
    key: 'clients/client-sub/req-1/file-1',
    fileName: 'PAN.pdf',
    ...(detail ? { detail } : {}),
  });
  const client = { sub: 'client-sub', email: 'meera@example.in', name: 'Meera Iyer' };
  const staff = { sub: 'staff-sub', email: 'asha@sahajtax.in', name: 'Asha Staff' };

  it('shows uploads, downloads, reviews and deletions by side and name, without keys or e-mails', () => {
    const activity = activityOf(
      [
        entry('document.upload-issued', client, '2026-11-23T10:00:00.000Z'),
        entry('document.uploaded', client, '2026-11-23T10:00:01.000Z', '2020 bytes'),
        entry('document.downloaded', staff, '2026-11-23T10:05:00.000Z'),
        entry('document.rejected', staff, '2026-11-23T10:06:00.000Z', 'Blurred'),
        entry('document.refused', client, '2026-11-23T10:07:00.000Z', 'Not a PDF'),
        entry('document.deleted', client, '2026-11-23T10:08:00.000Z'),
      ],
      request,
    );
    expect(activity).toEqual([
      {
        at: '2026-11-23T10:00:01.000Z',
        action: 'uploaded',
        fileId: 'file-1',
        fileName: 'PAN.pdf',
        by: { name: 'Meera Iyer', side: 'client' },
      },
      {
        at: '2026-11-23T10:05:00.000Z',
        action: 'downloaded',
        fileId: 'file-1',
        fileName: 'PAN.pdf',
        by: { name: 'Asha Staff', side: 'firm' },
      },
      {
        at: '2026-11-23T10:06:00.000Z',
        action: 'rejected',
        fileId: 'file-1',
        fileName: 'PAN.pdf',
        by: { name: 'Asha Staff', side: 'firm' },
        reason: 'Blurred',
      },
      {
        at: '2026-11-23T10:08:00.000Z',
        action: 'deleted',
        fileId: 'file-1',
        fileName: 'PAN.pdf',
        by: { name: 'Meera Iyer', side: 'client' },
      },
    ]);
    expect(JSON.stringify(activity)).not.toMatch(/clients\/|@/);
  });

  it('names those of entries written without a name: the client by the request, the staff as the firm', () => {
    const activity = activityOf(
      [
        entry(
          'document.uploaded',
          { sub: 'client-sub', email: 'meera@example.in' },
          '2026-11-23T10:00:00.000Z',
        ),
        entry(
          'document.accepted',
          { sub: 'staff-sub', email: 'asha@sahajtax.in' },
          '2026-11-23T11:00:00.000Z',
        ),
      ],
      request,
    );
    expect(activity.map((a) => a.by)).toEqual([
      { name: 'Meera <b>Iyer</b>', side: 'client' },
      { name: 'The firm', side: 'firm' },
    ]);
  });
});
