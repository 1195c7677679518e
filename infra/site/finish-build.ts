import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { blogPath, notFoundPrerenderPath, prerenderedPaths } from '../../shared/site-routes';
import { robotsTxt, sitemapXml } from './sitemap';
import { externalizeInlineScripts } from './inline-scripts';
import { stripScripts, withoutModulePreloads } from './not-found-page';

/** Runs after `react-router build`: publishes /404.html and removes /404/ so that /404 is itself a 404. */
const client = path.resolve('build', 'client');
const prerendered = path.join(client, notFoundPrerenderPath, 'index.html');
if (!existsSync(prerendered)) {
  console.error(`finish-build: ${prerendered} is missing; was ${notFoundPrerenderPath} prerendered?`);
  process.exit(1);
}
writeFileSync(path.join(client, '404.html'), stripScripts(readFileSync(prerendered, 'utf8')));
rmSync(path.join(client, notFoundPrerenderPath), { recursive: true });
// Every other prerendered page keeps its scripts but loses its module preloads (see withoutModulePreloads).
const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? htmlFiles(path.join(dir, e.name))
      : e.name.endsWith('.html')
        ? [path.join(dir, e.name)]
        : [],
  );
// ...and its inline scripts become files, so the CSP can forbid inline script (security-headers.ts).
const written = new Set<string>();
const writeScript = (publicPath: string, content: string) => {
  if (written.has(publicPath)) return;
  writeFileSync(path.join(client, publicPath), content);
  written.add(publicPath);
};
for (const file of htmlFiles(client)) {
  const html = withoutModulePreloads(readFileSync(file, 'utf8'));
  writeFileSync(file, externalizeInlineScripts(html, writeScript));
}
const posts = readdirSync(path.resolve('web', 'content', 'blog'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => blogPath(f.replace(/\.md$/, '')));
const pages = [...prerenderedPaths(), ...posts];
writeFileSync(path.join(client, 'sitemap.xml'), sitemapXml(pages));
writeFileSync(path.join(client, 'robots.txt'), robotsTxt());
console.log(
  `finish-build: wrote build/client/404.html, sitemap.xml (${pages.length} pages), robots.txt, ${written.size} script files from inline scripts`,
);
