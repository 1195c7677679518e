/**
 * React Router emits no 404.html. The prerendered 404 route is published as /404.html without its
 * scripts: hydrating it at an unknown URL would fail with a mismatch.
 */
export function stripScripts(html: string): string {
  return withoutModulePreloads(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ''));
}

/**
 * A prerendered page is complete without JavaScript; its scripts only make it interactive. React
 * hoists React Router's `<link rel="modulepreload">` tags into <head>, where on a slow phone
 * connection some 110 KB of modules compete with the HTML and CSS the first paint needs
 * (Lighthouse mobile: first contentful paint 2.1 s with them, 0.8 s without). Without them the
 * modules load from the module script at the end of the body, after the content (ADR 0009).
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}
