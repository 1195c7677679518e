/**
 * Links to the law. An official copy is one the Government of India publishes itself: its sites
 * live under gov.in and nic.in, which only government bodies can register (the Gazette, CBIC, the
 * Income Tax Department, MCA, EPFO, ESIC, India Code, the Trade Marks Registry). Where no official
 * copy of an instrument could be found, the rule keeps the instrument's name and number and links
 * a copy published by someone else; every page and the calendar feed then say that the link is to
 * a copy, so nobody mistakes a publisher's reproduction for the text itself.
 */

/** Whether `url` is on a Government of India host. */
export function isOfficialSource(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return host.endsWith('.gov.in') || host.endsWith('.nic.in');
}

/** The host a link goes to, without "www.": "taxguru.in". */
export function sourceHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** How a link to the law is described to a reader: "official text (egazette.gov.in)" or "a copy at taxguru.in, not the official text". */
export function sourceLinkLabel(url: string): string {
  return isOfficialSource(url)
    ? `official text (${sourceHost(url)})`
    : `a copy at ${sourceHost(url)}, not the official text`;
}
