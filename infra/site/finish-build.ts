import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { notFoundPrerenderPath } from '../../shared/site-routes';
import { stripScripts } from './not-found-page';

/** Runs after `react-router build`: publishes /404.html and removes /404/ so that /404 is itself a 404. */
const client = path.resolve('build', 'client');
const prerendered = path.join(client, notFoundPrerenderPath, 'index.html');
if (!existsSync(prerendered)) {
  console.error(`finish-build: ${prerendered} is missing; was ${notFoundPrerenderPath} prerendered?`);
  process.exit(1);
}
writeFileSync(path.join(client, '404.html'), stripScripts(readFileSync(prerendered, 'utf8')));
rmSync(path.join(client, notFoundPrerenderPath), { recursive: true });
console.log('finish-build: wrote build/client/404.html');
