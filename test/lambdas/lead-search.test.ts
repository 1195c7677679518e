import { beginsWords } from '../../lambdas/data/lead-search';
import { entryLead, searchEntries, searchReads } from '../../lambdas/data/lead-search-entries';

const lead = {
  id: 'lead-1',
  createdAt: '2026-11-24T05:00:00.000Z',
  name: 'Kavya Raghunathan',
  email: 'Kavya.R@Example.com',
  phone: '098111 00001',
};

describe('lead search entries', () => {
  let entries: Awaited<ReturnType<typeof searchEntries>>;
  let terms: string[];
  beforeAll(async () => {
    entries = await searchEntries(lead);
    terms = entries.map((e) => `${e.term} ${e.entry}`);
  });

  it('finds the lead by its whole e-mail in lower case and its phone in E.164', () => {
    expect(terms).toContain('email#kavya.r@example.com 2026-11-24T05:00:00.000Z#lead-1');
    expect(terms).toContain('phone#+919811100001 2026-11-24T05:00:00.000Z#lead-1');
  });

  it('finds a website lead by the reference its confirmation gave, typed in any case', async () => {
    const website = await searchEntries({ ...lead, id: '5b0b7b8e-5d7c-4a53-9a57-2f3b0d3c9e11' });
    expect(website.map((e) => e.entry)).toContain(
      '5b0b7b8e#2026-11-24T05:00:00.000Z#5b0b7b8e-5d7c-4a53-9a57-2f3b0d3c9e11',
    );
    expect(await searchReads('5B0B7B8E')).toEqual([{ term: 'word#5b', prefix: '5b0b7b8e' }]);
  });

  it('files each word under its first two characters, the word first, so a part typed matches', () => {
    expect(terms).toContain('word#ka kavya#2026-11-24T05:00:00.000Z#lead-1');
    expect(terms).toContain('word#ra raghunathan#2026-11-24T05:00:00.000Z#lead-1');
    // The phone's digits, with and without the country code.
    expect(terms).toContain('word#98 9811100001#2026-11-24T05:00:00.000Z#lead-1');
    expect(terms).toContain('word#91 919811100001#2026-11-24T05:00:00.000Z#lead-1');
  });

  it('does not index the mail domain, which most leads share, nor one-letter words', () => {
    expect(terms.some((t) => t.startsWith('word#ex') || t.startsWith('word#co'))).toBe(false);
    expect(terms.some((t) => t.startsWith('word#r '))).toBe(false);
  });

  it('writes every entry once, each naming its lead', () => {
    expect(new Set(terms).size).toBe(terms.length);
    for (const e of entries)
      expect(entryLead(e.entry)).toEqual({ createdAt: lead.createdAt, leadId: 'lead-1' });
  });

  it('indexes a lead without e-mail or phone by its name alone', async () => {
    expect(
      (await searchEntries({ id: 'x', createdAt: lead.createdAt, name: 'Ōtani Shōhei' })).map((e) => e.term),
    ).toEqual(['word#ōt', 'word#sh']);
  });
});

describe('lead search reads', () => {
  it('reads an e-mail address as one exact term, whatever its case', async () => {
    expect(await searchReads(' KAVYA.R@example.COM ')).toEqual([{ term: 'email#kavya.r@example.com' }]);
  });

  it('reads a phone number written any way as its E.164 term', async () => {
    expect(await searchReads('+91 98111-00001')).toEqual([{ term: 'phone#+919811100001' }]);
    expect(await searchReads('09811100001')).toEqual([{ term: 'phone#+919811100001' }]);
  });

  it('reads each word as the start of a word, partial digits included', async () => {
    expect(await searchReads('Kav RAGHU')).toEqual([
      { term: 'word#ka', prefix: 'kav' },
      { term: 'word#ra', prefix: 'raghu' },
    ]);
    expect(await searchReads('98111')).toEqual([{ term: 'word#98', prefix: '98111' }]);
  });

  it('has nothing to read for a query without a word of two characters', async () => {
    expect(await searchReads('a b')).toBeUndefined();
    expect(await searchReads('@')).toBeUndefined();
  });

  it('reads a part of an address by the words before its @', async () => {
    expect(await searchReads('kavya.r@exam')).toEqual([{ term: 'word#ka', prefix: 'kavya' }]);
  });
});

describe('a common word checked on the found leads', () => {
  it('keeps a lead only when each word begins one of its words', async () => {
    expect(await beginsWords(lead, ['kav', 'ragh'])).toBe(true);
    expect(await beginsWords(lead, ['98111'])).toBe(true);
    expect(await beginsWords(lead, ['avya'])).toBe(false);
    expect(await beginsWords(lead, ['example'])).toBe(false);
    expect(await beginsWords(lead, [])).toBe(true);
  });
});
