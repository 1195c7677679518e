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

  it('gives India’s time, the status as staff read it and the owner by name', () => {
    const [header, row] = leadsCsv([
      { ...lead('x'), createdAt: '2026-11-27T20:00:00.000Z', status: 'in_progress', ownerName: 'Meera' },
    ]).split('\r\n');
    expect(header).toBe(
      '"Created (India time)","Name","Email","Phone","Company","Source","Endpoint","Campaign","Status","Owner","Service","Message"',
    );
    // 20:00 UTC on 27 November is 01:30 on 28 November in India.
    expect(row).toBe(
      '"2026-11-28 01:30","Asha","asha@example.in","","","website","","","In progress","Meera","","x"',
    );
    expect(leadsCsv([lead('x')], false)).toContain('"New","Unassigned"');
  });

  it('leaves ordinary text as it is, quotes doubled', () => {
    expect(messageCell('GST filing for 2025-26, "urgent"')).toBe('GST filing for 2025-26, ""urgent""');
    expect(messageCell('a = b')).toBe('a = b');
  });
});
