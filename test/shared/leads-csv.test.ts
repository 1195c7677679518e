import { leadsCsv } from '../../shared/leads';

const lead = (message: string) => ({
  createdAt: '2026-11-27T10:00:00.000Z',
  name: 'Asha',
  email: 'asha@example.in',
  source: 'website',
  status: 'new',
  message,
});

/** The Message cell of the one lead's row, as written. */
const messageCell = (message: string) =>
  leadsCsv([lead(message)], false)
    .trim()
    .split('","')
    .at(-1)!
    .replace(/"$/, '');

describe('the lead export CSV', () => {
  it.each([
    '=HYPERLINK("http://x")',
    '+1+1',
    '-2+3',
    '@SUM(A1)',
    '|calc',
    '\tcmd',
    '\rcmd',
    '＝1+1',
    '＋1',
    '－1',
    '＠SUM(A1)',
    '｜calc',
    '  =1+1',
  ])('opens %j as text, not as a formula', (text) => {
    expect(messageCell(text)).toBe(`'${text.replace(/"/g, '""')}`);
  });

  it('leaves ordinary text as it is, quotes doubled', () => {
    expect(messageCell('GST filing for 2025-26, "urgent"')).toBe('GST filing for 2025-26, ""urgent""');
    expect(messageCell('a = b')).toBe('a = b');
  });
});
