/**
 * React Router emits no 404.html. The prerendered 404 route is published as /404.html without its
 * scripts: hydrating it at an unknown URL would fail with a mismatch.
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}
