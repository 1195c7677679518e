import { readdirSync } from 'node:fs';
import type { Config } from '@react-router/dev/config';
import { blogPath, notFoundPrerenderPath, prerenderedPaths } from './shared/site-routes';

const blogPosts = readdirSync('web/content/blog')
  .filter((f) => f.endsWith('.md'))
  .map((f) => blogPath(f.replace(/\.md$/, '')));

export default {
  appDirectory: 'web',
  buildDirectory: 'build',
  // Static hosting: public pages prerendered, dashboards rendered in the browser.
  ssr: false,
  prerender: [...prerenderedPaths(), ...blogPosts, notFoundPrerenderPath],
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
