import { documentTypes, type DocumentType } from '../../shared/documents';
import { CONTROL_EXCEPT_LINES } from '../../shared/inquiry';

/**
 * What a file really is, told by its first bytes rather than its name or the Content-Type the
 * browser declared: a renamed program stays a program. Only the types the firm accepts are
 * recognised, plus the programs and scripts worth naming in a refusal.
 */

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const text = (head: Uint8Array) => Buffer.from(head).toString('latin1');

/** Programs and scripts: never accepted, whatever their name says. */
const EXECUTABLES: { name: string; test: (h: Uint8Array) => boolean }[] = [
  { name: 'a Windows program (EXE or DLL)', test: (h) => startsWith(h, ascii('MZ')) },
  { name: 'a Linux program (ELF)', test: (h) => startsWith(h, [0x7f, ...ascii('ELF')]) },
  {
    name: 'a macOS program (Mach-O)',
    test: (h) =>
      [
        [0xfe, 0xed, 0xfa, 0xce],
        [0xfe, 0xed, 0xfa, 0xcf],
        [0xce, 0xfa, 0xed, 0xfe],
        [0xcf, 0xfa, 0xed, 0xfe],
        [0xca, 0xfe, 0xba, 0xbe],
      ].some((m) => startsWith(h, m)),
  },
  { name: 'a script', test: (h) => startsWith(h, ascii('#!')) },
];

const isZip = (h: Uint8Array) =>
  startsWith(h, [0x50, 0x4b, 0x03, 0x04]) || startsWith(h, [0x50, 0x4b, 0x05, 0x06]);
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** True when the bytes read as text a spreadsheet could hold: UTF-8, no NUL or control bytes. */
function isPlainText(head: Uint8Array, complete: boolean): boolean {
  // A cut at the end of the sample may split a character: drop up to three trailing bytes.
  let bytes = Buffer.from(head);
  if (!complete) {
    let cut = bytes.length;
    while (cut > 0 && cut > bytes.length - 4 && (bytes[cut - 1]! & 0xc0) === 0x80) cut--;
    if (cut > 0 && bytes[cut - 1]! >= 0xc0) cut--;
    bytes = bytes.subarray(0, cut);
  }
  try {
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return !CONTROL_EXCEPT_LINES.test(decoded);
  } catch {
    return false;
  }
}

/** Does the content match the declared type. */
function matches(type: DocumentType, head: Uint8Array, complete: boolean): boolean {
  switch (type) {
    case 'pdf':
      return startsWith(head, ascii('%PDF-'));
    case 'jpeg':
      return startsWith(head, [0xff, 0xd8, 0xff]);
    case 'png':
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'heic':
      return startsWith(head, ascii('ftyp'), 4) && HEIF_BRANDS.has(text(head.subarray(8, 12)));
    case 'xls':
      // The OLE2 compound file every Excel 97-2003 workbook is.
      return startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    case 'xlsx':
      // An Office Open XML package: a ZIP whose entries name its content types or workbook.
      return isZip(head) && /\[Content_Types\]\.xml|xl\//.test(text(head)) && !/word\//.test(text(head));
    case 'docx':
      return isZip(head) && /\[Content_Types\]\.xml|word\//.test(text(head)) && !/xl\//.test(text(head));
    case 'zip':
      return isZip(head);
    case 'csv':
      return head.length > 0 && !EXECUTABLES.some((e) => e.test(head)) && isPlainText(head, complete);
  }
}

/** What the bytes look like, for the refusal's wording. */
function describe(head: Uint8Array, complete: boolean): string | undefined {
  const program = EXECUTABLES.find((e) => e.test(head));
  if (program) return program.name;
  for (const type of Object.keys(documentTypes) as DocumentType[]) {
    if (type !== 'csv' && type !== 'zip' && matches(type, head, complete))
      return `a ${documentTypes[type].label}`;
  }
  if (isZip(head)) return 'a ZIP archive';
  return undefined;
}

export type ContentVerdict = { ok: true } | { ok: false; problem: string; executable: boolean };

/**
 * Whether `head` (the file's first bytes; `complete` when that is the whole file) is what the
 * uploader declared. A refusal names the problem in words a client understands.
 */
export function checkContent(declared: DocumentType, head: Uint8Array, complete: boolean): ContentVerdict {
  const label = documentTypes[declared].label;
  const program = EXECUTABLES.find((e) => e.test(head));
  if (program) {
    return {
      ok: false,
      executable: true,
      problem: `The file is not a ${label}: its content is ${program.name}, which is never accepted.`,
    };
  }
  if (matches(declared, head, complete)) return { ok: true };
  const actual = describe(head, complete);
  return {
    ok: false,
    executable: false,
    problem: actual
      ? `The file is not a ${label}: its content is ${actual}. Upload it with its own type.`
      : `The file is not a ${label}, nor any type we accept (PDF, JPEG, PNG, HEIC, XLSX, XLS, CSV, DOCX, ZIP).`,
  };
}
