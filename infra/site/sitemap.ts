import { firm } from '../../shared/firm';

/** sitemap.xml for the public pages (every prerendered path, from the catalogue and the blog). */
export function sitemapXml(paths: string[], origin = firm.siteUrl): string {
  const urls = [...new Set(paths)]
    .map((p) => `  <url><loc>${origin}${p === '/' ? '/' : p}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled; dashboards and the API not. */
export function robotsTxt(origin = firm.siteUrl): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin-dashboard',
    'Disallow: /client-dashboard',
    'Disallow: /dashboard-login',
    'Disallow: /api/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
