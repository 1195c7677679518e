import { checkContent } from '../../lambdas/domain/file-types';
import { uploadSchema } from '../../shared/document-schemas';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

describe('a file’s real type, by its first bytes', () => {
  it.each([
    ['pdf', bytes('%PDF-1.7\n%âãÏÓ')],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['heic', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic')],
    ['xls', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
    ['xlsx', bytes('PK', [3, 4], '....[Content_Types].xml....xl/workbook.xml')],
    ['docx', bytes('PK', [3, 4], '....[Content_Types].xml....word/document.xml')],
    ['zip', bytes('PK', [3, 4], '....anything')],
    ['csv', Uint8Array.from(Buffer.from('PAN,Name,Amount\r\nABCDE1234F,Asha Rao,"₹1,20,000"\r\n', 'utf8'))],
  ] as const)('accepts a real %s', (type, head) => {
    expect(checkContent(type, head, true)).toEqual({ ok: true });
  });

  it('refuses a renamed Windows program whatever it claims to be, naming the problem', () => {
    const exe = bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);
    for (const type of ['pdf', 'csv', 'zip', 'jpeg'] as const) {
      const verdict = checkContent(type, exe, false);
      expect(verdict).toMatchObject({ ok: false, executable: true });
      expect(!verdict.ok && verdict.problem).toMatch(/Windows program/);
    }
    expect(checkContent('pdf', bytes([0x7f], 'ELF', [2, 1, 1]), false)).toMatchObject({ executable: true });
    expect(checkContent('csv', bytes('#!/bin/sh\nrm -rf /'), true)).toMatchObject({ executable: true });
  });

  it('refuses content of another type, saying which', () => {
    const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const verdict = checkContent('jpeg', png, true);
    expect(verdict).toMatchObject({ ok: false, executable: false });
    expect(!verdict.ok && verdict.problem).toBe(
      'The file is not a JPEG image: its content is a PNG image. Upload it with its own type.',
    );
    expect(checkContent('csv', bytes('a,b\n', [0, 1, 2]), true)).toMatchObject({ ok: false });
    expect(
      checkContent('docx', bytes('PK', [3, 4], '[Content_Types].xml xl/workbook.xml'), true),
    ).toMatchObject({
      ok: false,
    });
  });

  it('does not refuse a CSV whose sample ends inside a multi-byte character', () => {
    const text = Buffer.from('name\r\n₹₹₹');
    expect(checkContent('csv', text.subarray(0, text.length - 1), false)).toEqual({ ok: true });
  });
});

describe('the upload request', () => {
  it('names the field at fault', () => {
    const parsed = uploadSchema.safeParse({
      fileName: 'a.exe',
      contentType: 'application/x-msdownload',
      size: 10,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path).toEqual(['contentType']);
    const big = uploadSchema.safeParse({
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      size: 26 * 1024 * 1024,
    });
    expect(big.error!.issues[0]!.message).toBe('Size: the file is larger than 25 MB');
    const renamed = uploadSchema.safeParse({ fileName: 'a.exe', contentType: 'application/pdf', size: 10 });
    expect(renamed.error!.issues[0]!.path).toEqual(['fileName']);
    expect(
      uploadSchema.safeParse({ fileName: 'Form 16.PDF', contentType: 'application/pdf', size: 10 }).success,
    ).toBe(true);
  });
});
