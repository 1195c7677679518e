import { ATTRIBUTION_KEY, TOUCH_VALUE_MAX, touchParams } from '../../../shared/attribution';
import type { Attribution, Touch } from '../../../shared/domain';

/** What a touch may hold, and the form each value must have (the API's schema refuses others). */
const shapes: Record<keyof Touch, RegExp> = {
  ...(Object.fromEntries(touchParams.map((k) => [k, /^/])) as Record<(typeof touchParams)[number], RegExp>),
  referrer: /^https?:\/\/[^\s/]/,
  landing: /^\/(?!\/)/,
};

// Control characters and half characters (a lone surrogate): the API refuses both.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\ud800-\udfff]/gu;
/** The first half of a character left at the end when a value is cut to length. */
const CUT_HALF = /[\ud800-\udbff]$/;

function cleanTouch(raw: unknown): Touch | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const touch: Touch = {};
  for (const [k, shape] of Object.entries(shapes) as [keyof Touch, RegExp][]) {
    const v = (raw as Record<string, unknown>)[k];
    const text =
      typeof v === 'string' ? v.replace(CONTROL, '').slice(0, TOUCH_VALUE_MAX).replace(CUT_HALF, '') : '';
    if (text && shape.test(text)) touch[k] = text;
  }
  return Object.keys(touch).length ? touch : undefined;
}

/**
 * Where this visit came from, as the page kept it (attribution.ts), for an inquiry sent now:
 * only known keys, each value as the API accepts it, so what the browser kept (or someone
 * edited) can never make the server refuse the inquiry. Undefined when nothing is known.
 */
export function readAttribution(store?: Pick<Storage, 'getItem'>): Attribution | undefined {
  try {
    // Inside the try: a browser that blocks storage throws on the mere mention of it.
    const text = (store ?? sessionStorage).getItem(ATTRIBUTION_KEY);
    const kept = JSON.parse(text ?? 'null') as Record<string, unknown> | null;
    const first = cleanTouch(kept?.first);
    const last = cleanTouch(kept?.last);
    return first || last ? { ...(first && { first }), ...(last && { last }) } : undefined;
  } catch {
    return undefined;
  }
}
