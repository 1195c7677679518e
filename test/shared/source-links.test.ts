import { toICalendar } from '../../shared/compliance/ics';
import { dueDatesBetween } from '../../shared/compliance/calendar';
import { dueDateRules } from '../../shared/compliance/calendar-rules';
import { isOfficialSource, sourceLinkLabel } from '../../shared/source-links';

describe('links to the law', () => {
  it('counts only Government of India hosts as official', () => {
    expect(isOfficialSource('https://egazette.gov.in/WriteReadData/2026/271439.pdf')).toBe(true);
    expect(isOfficialSource('https://www.indiacode.nic.in/handle/123456789/2114')).toBe(true);
    expect(isOfficialSource('https://taxguru.in/company-law/x.html')).toBe(false);
    // A look-alike host is not the government's.
    expect(isOfficialSource('https://egazette.gov.in.example.com/a.pdf')).toBe(false);
    expect(isOfficialSource('not a url')).toBe(false);
    expect(sourceLinkLabel('https://www.corpsection.com/2025/12/a.html')).toBe(
      'a copy at corpsection.com, not the official text',
    );
    expect(sourceLinkLabel('https://www.mca.gov.in/Ministry/pdf/x.pdf')).toBe('official text (mca.gov.in)');
  });

  it('links every calendar rule to an official text, or says its link is to a copy, in the feed', () => {
    const dates = dueDatesBetween('2026-04-01', '2027-12-31');
    const feed = toICalendar(dates, { name: 'Test', url: 'https://example.in/feed.ics' })
      .replace(/\r\n[ \t]/g, '')
      .replace(/\\n/g, '\n');
    const links = feed.match(/^.*https?:\/\/\S+$/gm)!.filter((line) => !line.startsWith('URL:'));
    expect(links.length).toBeGreaterThan(50);
    for (const line of links) {
      const url = line.slice(line.indexOf('http'));
      expect({
        line,
        labelled: line.startsWith(isOfficialSource(url) ? 'Official text' : 'A copy at'),
      }).toEqual({ line, labelled: true });
    }
  });

  it('gives most rules an official text and links no document-sharing or paper-mill site', () => {
    const urls = dueDateRules.flatMap((r) => [
      ...r.sourceUrls,
      ...(r.eras ?? []).flatMap((e) => e.sourceUrls),
    ]);
    expect(urls.filter((u) => /scribd|paperzz/.test(u))).toEqual([]);
    const versions = dueDateRules.flatMap((r) => [
      { id: r.id, urls: r.sourceUrls },
      ...(r.eras ?? []).map((e) => ({ id: `${r.id} from ${e.fromFy}`, urls: e.sourceUrls })),
    ]);
    // The one version without an official copy: G.S.R. 943(E) was found only in a publisher's copy.
    expect(versions.filter((v) => !v.urls.some(isOfficialSource)).map((v) => v.id)).toEqual([
      'dir-3-kyc from 2025',
    ]);
  });
});
