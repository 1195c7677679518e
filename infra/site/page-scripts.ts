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

/**
 * A prerendered public page as it is published: React Router's scripts (which would hydrate the
 * whole page with the router and React, some 110 KB) replaced by the site script. Data blocks
 * (JSON-LD) stay.
 */
export function withSiteScript(html: string, src: string): string {
  const stripped = withoutModulePreloads(html)
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (tag, attrs: string) =>
      /type="application\/ld\+json"/i.test(attrs) ? tag : '',
    )
    .replace(/<div id="rr-scripts">\s*<\/div>/, '');
  return stripped.replace('</body>', `<script type="module" src="${src}"></script></body>`);
}
