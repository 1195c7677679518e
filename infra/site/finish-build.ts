import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { blogPath, notFoundPrerenderPath, prerenderedPaths } from '../../shared/site-routes';
import { robotsTxt, sitemapXml } from './sitemap';
import { externalizeInlineScripts } from './inline-scripts';
import { withoutModulePreloads, withSiteScript } from './page-scripts';
import { buildSiteScript } from './site-script';

/**
 * Runs after `react-router build`: builds the public pages' script and gives it to every
 * prerendered page in place of React Router's; publishes /404.html and removes /404/ so that
 * /404 is itself a 404.
 */
const client = path.resolve('build', 'client');
const prerendered = path.join(client, notFoundPrerenderPath, 'index.html');
if (!existsSync(prerendered)) {
  console.error(`finish-build: ${prerendered} is missing; was ${notFoundPrerenderPath} prerendered?`);
  process.exit(1);
}
const siteScript = await buildSiteScript(client);
writeFileSync(path.join(client, '404.html'), withSiteScript(readFileSync(prerendered, 'utf8'), siteScript));
rmSync(path.join(client, notFoundPrerenderPath), { recursive: true });
const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? htmlFiles(path.join(dir, e.name))
      : e.name.endsWith('.html')
        ? [path.join(dir, e.name)]
        : [],
  );
// The dashboards' app (the SPA fallback, the one page not prerendered) keeps React Router's
// scripts without their module preloads (see withoutModulePreloads), and its inline scripts
// become files, so the CSP can forbid inline script (security-headers.ts).
const SPA_FALLBACK = path.join(client, '__spa-fallback.html');
const written = new Set<string>();
const writeScript = (publicPath: string, content: string) => {
  if (written.has(publicPath)) return;
  writeFileSync(path.join(client, publicPath), content);
  written.add(publicPath);
};
let publicPages = 0;
for (const file of htmlFiles(client)) {
  const html = readFileSync(file, 'utf8');
  if (file === SPA_FALLBACK) {
    writeFileSync(file, externalizeInlineScripts(withoutModulePreloads(html), writeScript));
  } else {
    writeFileSync(file, withSiteScript(html, siteScript));
    publicPages++;
  }
}
const posts = readdirSync(path.resolve('web', 'content', 'blog'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => blogPath(f.replace(/\.md$/, '')));
const pages = [...prerenderedPaths(), ...posts];
writeFileSync(path.join(client, 'sitemap.xml'), sitemapXml(pages));
writeFileSync(path.join(client, 'robots.txt'), robotsTxt());
console.log(
  `finish-build: ${publicPages} public pages load ${siteScript}; wrote build/client/404.html, sitemap.xml (${pages.length} pages), robots.txt, ${written.size} script files from inline scripts`,
);
