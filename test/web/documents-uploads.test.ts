import { ApiError } from '../../web/lib/api-core';
import { UploadCancelled } from '../../web/features/documents/bucket';
import { failureOf, isLocalStack, oneAtATime } from '../../web/features/documents/uploads';

describe('upload outcomes', () => {
  it('tells a cancelled upload, a cut connection and a refusal apart', () => {
    expect(failureOf(new UploadCancelled())).toBe('cancelled');
    expect(failureOf(new ApiError(0, 'The file could not be sent: the connection failed.'))).toBe('network');
    expect(failureOf(new ApiError(400, 'Size: the file is larger than 25 MB'))).toBe('refused');
    expect(failureOf(new ApiError(422, 'The file is not a PDF'))).toBe('refused');
    expect(failureOf(new Error('odd'))).toBe('refused');
  });
});

describe('one file per checklist item', () => {
  it('takes none or one file without a word', () => {
    expect(oneAtATime([])).toBe('');
    expect(oneAtATime([{ name: 'PAN.pdf' }])).toBe('');
  });

  it('names the files to choose from when given more than one', () => {
    expect(oneAtATime([{ name: 'a.pdf' }, { name: 'b.pdf' }])).toBe(
      'This item takes one file at a time: choose a.pdf or b.pdf. Another can follow if the firm rejects it or you delete it.',
    );
    expect(oneAtATime([{ name: 'a.pdf' }, { name: 'b.pdf' }, { name: 'c.png' }])).toMatch(
      /^This item takes one file at a time: choose a\.pdf, b\.pdf or c\.png\./,
    );
  });
});

describe('the local stack', () => {
  it('is known by the emulator or the demo accounts in its config', () => {
    expect(isLocalStack({})).toBe(false);
    expect(isLocalStack({ userPoolEndpoint: 'http://localhost:9229' })).toBe(true);
    expect(isLocalStack({ demo: { accounts: [] } })).toBe(true);
  });
});
