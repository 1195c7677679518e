import { ATTRIBUTION_KEY } from '../../shared/attribution';
import type { Attribution } from '../../shared/domain';
import { attributionSchema } from '../../shared/inquiry';
import { captureTouch } from '../../web/features/inquiry/attribution';
import { readAttribution } from '../../web/features/inquiry/attribution-read';
import { describeTouch } from '../../web/features/leads/lead-attribution';

/** A session storage of one visit. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

const HOST = 'www.sahajtax.in';
/** One page load of the site at `url` (path and query), arriving from `referrer`. */
const load = (store: Storage, url: string, referrer = '') => {
  const u = new URL(url, `https://${HOST}`);
  captureTouch({ search: u.search, host: u.host, pathname: u.pathname }, referrer, store);
};
const kept = (store: Storage) => JSON.parse(store.getItem(ATTRIBUTION_KEY) ?? 'null') as Attribution | null;

describe('capturing where a visit came from', () => {
  it('keeps the first touch and replaces the last one on a new campaign visit', () => {
    const store = memoryStorage();
    load(
      store,
      '/?utm_source=google&utm_medium=cpc&utm_campaign=gst-nov&gclid=abc',
      'https://www.google.com/search?q=gst',
    );
    const first = {
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'gst-nov',
      gclid: 'abc',
      referrer: 'https://www.google.com/search',
      landing: '/',
    };
    expect(kept(store)).toEqual({ first, last: first });

    load(store, '/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=itr-dec&fbclid=fb1');
    expect(kept(store)).toEqual({
      first,
      last: {
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'itr-dec',
        fbclid: 'fb1',
        landing: '/pricing',
      },
    });
  });

  it('keeps the last touch on a page of the visit without campaign tags', () => {
    const store = memoryStorage();
    load(store, '/gst?utm_source=google&utm_campaign=gst-nov');
    const before = kept(store);
    load(store, '/about', `https://${HOST}/gst`);
    load(store, '/pricing');
    expect(kept(store)).toEqual(before);
  });

  it('counts only another site as a referrer, and notes the landing page of a direct visit', () => {
    const store = memoryStorage();
    load(store, '/services', `https://${HOST}/`);
    expect(kept(store)).toEqual({ first: { landing: '/services' }, last: { landing: '/services' } });

    load(store, '/blog/gst-registration-threshold', 'https://news.example.com/article?id=7#top');
    expect(kept(store)?.last).toEqual({
      referrer: 'https://news.example.com/article',
      landing: '/blog/gst-registration-threshold',
    });
    expect(kept(store)?.first).toEqual({ landing: '/services' });
  });

  it('bounds what it keeps and survives a browser without storage', () => {
    const store = memoryStorage();
    load(store, `/?utm_campaign=${'x'.repeat(1000)}&utm_source=`);
    expect(kept(store)?.last).toEqual({ utm_campaign: 'x'.repeat(300), landing: '/' });
    const broken = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('denied');
      },
    } as Storage;
    expect(() => load(broken, '/?utm_source=google')).not.toThrow();
    // Where the browser refuses even to name its storage (here: there is none), nothing throws.
    expect(() => captureTouch({ search: '?utm_source=google', host: HOST, pathname: '/' }, '')).not.toThrow();
    expect(readAttribution()).toBeUndefined();
  });
});

describe('reading the kept attribution for an inquiry', () => {
  it('gives what was captured', () => {
    const store = memoryStorage();
    load(store, '/?utm_source=google&utm_medium=cpc&utm_campaign=gst-nov');
    expect(readAttribution(store)).toEqual(kept(store));
    expect(readAttribution(memoryStorage())).toBeUndefined();
  });

  it('never gives what the API would refuse, whatever the storage holds', () => {
    const store = memoryStorage();
    store.setItem(
      ATTRIBUTION_KEY,
      JSON.stringify({
        first: { utm_source: 'goo\u0007gle', landing: '//evil.example/', extra: 'x', gclid: 42 },
        last: { referrer: 'javascript:alert(1)', utm_campaign: 'c'.repeat(400) },
        other: {},
      }),
    );
    const read = readAttribution(store);
    expect(read).toEqual({ first: { utm_source: 'google' }, last: { utm_campaign: 'c'.repeat(300) } });
    expect(attributionSchema.safeParse(read).success).toBe(true);
    store.setItem(ATTRIBUTION_KEY, '{not json');
    expect(readAttribution(store)).toBeUndefined();
  });

  it('never cuts a character in two at the length limit, nor keeps a half one', () => {
    const store = memoryStorage();
    const campaign = `${'c'.repeat(299)}😀`;
    store.setItem(
      ATTRIBUTION_KEY,
      JSON.stringify({ last: { utm_campaign: campaign, utm_term: 'a\ud83db' } }),
    );
    const read = readAttribution(store);
    expect(read).toEqual({ last: { utm_campaign: 'c'.repeat(299), utm_term: 'ab' } });
    expect(attributionSchema.safeParse(read).success).toBe(true);
  });
});

describe('a touch in words', () => {
  it('reads as source / medium / campaign, then the rest', () => {
    expect(
      describeTouch({
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'gst-campaign',
        landing: '/services/gst-registration',
        referrer: 'https://www.google.com/',
      }),
    ).toBe(
      'google / cpc / gst-campaign, landing /services/gst-registration, referrer https://www.google.com/',
    );
    expect(describeTouch({ landing: '/' })).toBe('direct, landing /');
  });
});
