import type { Config } from '@react-router/dev/config';
import { notFoundPrerenderPath, prerenderedPaths } from './shared/site-routes';

export default {
  appDirectory: 'web',
  buildDirectory: 'build',
  // Static hosting: public pages prerendered, dashboards rendered in the browser.
  ssr: false,
  prerender: [...prerenderedPaths, notFoundPrerenderPath],
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
