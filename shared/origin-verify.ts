/**
 * The API is reachable only through CloudFront: CloudFront adds this header, with a secret value,
 * to every request it forwards to API Gateway, and every route's handler refuses a request without
 * it before doing anything else. A caller who finds the API Gateway URL cannot skip the edge
 * (WAF rules, the site's security headers).
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
/** The environment variable through which a route's function learns the value CloudFront sends. */
export const ORIGIN_VERIFY_ENV = 'ORIGIN_VERIFY_SECRET';

/**
 * Rotation changes the value, never the secret resource. The secret holds two values, `current`
 * (what CloudFront sends) and `previous`, and a route accepts either while a rotation is under way:
 * CloudFront's edges take minutes to all send a new value, and the functions are updated before
 * the distribution. The steps are in docs/operations.md.
 */
export const ORIGIN_VERIFY_PREVIOUS_ENV = 'ORIGIN_VERIFY_PREVIOUS';
/**
 * Changes with every rotation step (`ORIGIN_SECRET_VERSION`), so that CloudFormation updates the
 * functions and the distribution and reads the secret's values again: it resolves a secret
 * reference only when the resource holding it is updated.
 */
export const ORIGIN_VERIFY_ROTATION_ENV = 'ORIGIN_VERIFY_ROTATION';
/** `previous` when no rotation is under way; any value shorter than this is no value at all. */
export const NO_PREVIOUS_ORIGIN_SECRET = 'none';
export const MIN_ORIGIN_SECRET_LENGTH = 32;
