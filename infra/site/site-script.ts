import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

/**
 * Builds the script every public page loads (web/site/main.ts) and what it loads on demand (the
 * inquiry dialog, the tools' islands, React), next to React Router's build in build/client/assets.
 * Returns the entry's public path. A build of its own: React Router's client build is the
 * dashboards' app, which public pages do not load (docs/architecture.md#public-pages).
 */
export async function buildSiteScript(client: string): Promise<string> {
  const manifest = '.vite/site-manifest.json';
  await build({
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    publicDir: false,
    build: {
      outDir: client,
      emptyOutDir: false,
      manifest,
      rolldownOptions: {
        input: { site: 'web/site/main.ts' },
        // Radix's "use client" lines mean nothing outside a server-components build.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
        output: {
          entryFileNames: 'assets/site-[hash].js',
          chunkFileNames: 'assets/site-[name]-[hash].js',
          // React in one file, which the dialog and every island share.
          codeSplitting: {
            groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
          },
        },
      },
    },
  });
  const entries = JSON.parse(readFileSync(path.join(client, manifest), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  // The manifest is the build's note to itself, not a file of the site.
  rmSync(path.join(client, '.vite'), { recursive: true, force: true });
  const entry = entries['web/site/main.ts'];
  if (!entry?.isEntry) throw new Error('the site script build wrote no entry for web/site/main.ts');
  return `/${entry.file}`;
}
