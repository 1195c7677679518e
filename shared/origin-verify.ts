/**
 * The API is reachable only through CloudFront: CloudFront adds this header, with a secret value,
 * to every request it forwards to API Gateway, and every route's handler refuses a request without
 * it before doing anything else. A caller who finds the API Gateway URL cannot skip the edge
 * (WAF rules, the site's security headers).
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
/** The environment variable through which a route's function learns the expected value. */
export const ORIGIN_VERIFY_ENV = 'ORIGIN_VERIFY_SECRET';
