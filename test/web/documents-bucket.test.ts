import type { UploadForm } from '../../shared/documents';
import { ApiError } from '../../web/lib/api-core';
import {
  ACCEPTED_EXTENSIONS,
  declaredType,
  formatBytes,
  postToBucket,
  UploadCancelled,
} from '../../web/features/documents/bucket';

/** A stand-in for the browser's XMLHttpRequest: it records what is sent and answers as told. */
class FakeXhr {
  static last: FakeXhr;
  static answer: { status: number; body: string } | 'network' = { status: 204, body: '' };
  method = '';
  url = '';
  body: FormData | undefined;
  status = 0;
  responseText = '';
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    const answer = FakeXhr.answer;
    queueMicrotask(() => {
      if (answer === 'network') return this.onerror?.();
      this.status = answer.status;
      this.responseText = answer.body;
      this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

const form: UploadForm = {
  url: 'https://taxfirm-prod-docs-1-ap-south-1.s3.ap-south-1.amazonaws.com/',
  fields: { key: 'clients/u/r/f', 'Content-Type': 'application/pdf', Policy: 'p', 'X-Amz-Signature': 's' },
  expiresAt: '2026-11-23T10:10:00.000Z',
  maxBytes: 25 * 1024 * 1024,
};
const file = (name: string, type = '') => new File(['%PDF-1.7'], name, { type });
const s3Error = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

beforeAll(() => {
  (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = FakeXhr;
});

describe('the documents bucket, from the browser', () => {
  test('declares the type by the name’s extension, whatever the browser guessed', () => {
    expect(declaredType(file('ledger.csv', 'application/vnd.ms-excel'))).toBe('text/csv');
    expect(declaredType(file('PAN.JPG'))).toBe('image/jpeg');
    expect(declaredType(file('photo.heif'))).toBe('image/heic');
    // Not an accepted type: the browser's guess (or none), which the API refuses in words.
    expect(declaredType(file('setup.exe', 'application/x-msdownload'))).toBe('application/x-msdownload');
    expect(declaredType(file('notes'))).toBe('application/octet-stream');
    expect(ACCEPTED_EXTENSIONS.split(',')).toEqual(
      expect.arrayContaining(['.pdf', '.xlsx', '.heic', '.zip']),
    );
  });

  test('says sizes the way people read them', () => {
    expect(formatBytes(120)).toBe('120 bytes');
    expect(formatBytes(850 * 1024)).toBe('850 KB');
    expect(formatBytes(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });

  test('posts the issued fields first and the file last, reporting progress', async () => {
    FakeXhr.answer = { status: 204, body: '' };
    const sent: number[] = [];
    await postToBucket(form, file('Form 16.pdf'), (s) => sent.push(s), new AbortController().signal);
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url]).toEqual(['POST', form.url]);
    const names = [...xhr.body!.keys()];
    expect(names).toEqual([...Object.keys(form.fields), 'file']);
    expect(sent).toEqual([0.25, 1]);
  });

  test.each([
    [
      'EntityTooLarge',
      'Your proposed upload exceeds the maximum allowed size',
      400,
      'The file is larger than 25 MB.',
    ],
    [
      'AccessDenied',
      'Invalid according to Policy: Policy expired.',
      403,
      'The upload form expired before the file was sent. Choose the file again.',
    ],
    [
      'AccessDenied',
      'Invalid according to Policy: Policy Condition failed: [&quot;eq&quot;, &quot;$Content-Type&quot;, &quot;application/pdf&quot;]',
      403,
      'The storage refused the file: Invalid according to Policy: Policy Condition failed: ["eq", "$Content-Type", "application/pdf"]. Choose the file again.',
    ],
  ])('turns the bucket’s %s refusal into words: %s', async (code, message, status, words) => {
    FakeXhr.answer = { status, body: s3Error(code, message) };
    const failure = postToBucket(form, file('a.pdf'), () => {}, new AbortController().signal);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status, message: words });
  });

  test('a failed connection and a cancelled upload are told apart', async () => {
    FakeXhr.answer = 'network';
    await expect(
      postToBucket(form, file('a.pdf'), () => {}, new AbortController().signal),
    ).rejects.toMatchObject({
      status: 0,
      message: expect.stringContaining('the connection failed'),
    });
    FakeXhr.answer = { status: 204, body: '' };
    const controller = new AbortController();
    const sending = postToBucket(form, file('a.pdf'), () => {}, controller.signal);
    controller.abort();
    await expect(sending).rejects.toBeInstanceOf(UploadCancelled);
  });
});
