/**
 * The site's security headers, declared once: CloudFront's response-headers policy (web stack)
 * sends them in production, and `npm run preview` sends the same, so the e2e suite runs every
 * page under the production CSP (a blocked script or style fails the test as a console error).
 */
export const HSTS_SECONDS = 2 * 365 * 24 * 60 * 60;

/**
 * No inline script anywhere (finish-build moves React Router's inline scripts into files), no
 * plugins, no <base>, no framing. Inline style attributes are allowed: the menu's widths and the
 * chart set them, and the toasts add a <style>. `connect` lists the origins the browser calls
 * besides its own (Cognito).
 */
export function contentSecurityPolicy(connect: string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${connect.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** The headers as the preview server sends them. */
export function securityHeaders(connect: string[]): Record<string, string> {
  return {
    'strict-transport-security': `max-age=${HSTS_SECONDS}; includeSubDomains`,
    'content-security-policy': contentSecurityPolicy(connect),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
  };
}
