/**
 * The API is reachable only through CloudFront: CloudFront adds this header, with a secret value,
 * to every request it forwards to API Gateway, and every route's handler refuses a request without
 * it before doing anything else. A caller who finds the API Gateway URL cannot skip the edge
 * (WAF rules, the site's security headers).
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/**
 * Rotation changes the value, never the secret resource (shared/secrets.ts, `originVerify`). The
 * secret holds two values, `current` (what CloudFront sends) and `previous`, and a route accepts
 * either while a rotation is under way: CloudFront's edges take minutes to all send a new value.
 * The routes read the secret when they need it (lambdas/data/secrets.ts); CloudFront takes the
 * value at deploy time, so a deploy with `ORIGIN_SECRET_VERSION` raised makes it send a new one.
 * The steps are in docs/operations.md.
 *
 * `previous` holds this placeholder when no rotation is under way; any value shorter than the
 * minimum is no value at all.
 */
/** `previous` when no rotation is under way; any value shorter than this is no value at all. */
export const NO_PREVIOUS_ORIGIN_SECRET = 'none';
export const MIN_ORIGIN_SECRET_LENGTH = 32;
