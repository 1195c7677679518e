import { ATTRIBUTION_KEY, TOUCH_VALUE_MAX, touchParams } from '../../../shared/attribution';
import type { Attribution, Touch } from '../../../shared/domain';

/**
 * Notes where this visit came from, once per page load, in session storage (the visit only: the
 * site asks no consent for more, ADR 0038). A load whose address carries campaign tags or click
 * ids, or that comes from another site, is a new last touch; the visit's first page is also its
 * first touch. Any other page of the visit changes nothing. The inquiry form reads what is kept
 * (attribution-read.ts), so this stays small: it loads with every public page.
 */
export function captureTouch(
  { search, host, pathname }: Pick<Location, 'search' | 'host' | 'pathname'> = location,
  referrer = document.referrer,
  store?: Storage,
): void {
  try {
    // Inside the try: a browser that blocks storage throws on the mere mention of it.
    store ??= sessionStorage;
    const kept = JSON.parse(store.getItem(ATTRIBUTION_KEY) ?? '{}') as Attribution;
    const touch: Touch = {};
    const query = new URLSearchParams(search);
    for (const k of touchParams) {
      const v = query.get(k);
      if (v) touch[k] = v.slice(0, TOUCH_VALUE_MAX);
    }
    const from = referrer ? new URL(referrer) : null;
    if (from && from.host !== host) touch.referrer = (from.origin + from.pathname).slice(0, TOUCH_VALUE_MAX);
    if (kept.last && !Object.keys(touch).length) return;
    touch.landing = pathname.slice(0, TOUCH_VALUE_MAX);
    store.setItem(ATTRIBUTION_KEY, JSON.stringify({ first: kept.first ?? touch, last: touch }));
  } catch {
    // No storage, or a referrer that is no address: the inquiry goes without attribution.
  }
}
