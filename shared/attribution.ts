/**
 * Lead attribution without zod: the names the browser's capture code and the API share
 * (docs/product.md#lead-attribution). The capture code loads with every public page, so this
 * file holds only what it needs.
 */

/** The parameters of a landing address that say where a visit came from. */
export const touchParams = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
] as const;

/** The longest value kept of a parameter, the referrer or the landing path. */
export const TOUCH_VALUE_MAX = 300;

/** Where the browser keeps the visit's first and last touch (session storage). */
export const ATTRIBUTION_KEY = 'attribution';
