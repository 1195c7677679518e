import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// `npm start` sets LOCAL_EDGE_URL and the paths CloudFront sends to the API (LOCAL_EDGE_PATHS:
// /api, /config.json, the calendar feed): the dev server then serves them on the same origin, as
// CloudFront does in production.
const edge = process.env.LOCAL_EDGE_URL;
const edgePaths = (process.env.LOCAL_EDGE_PATHS ?? '/api,/config.json').split(',');

/**
 * The app React Router builds: the dashboards, and the public pages where React draws them (an
 * unknown slug under a service page's alias address, served by the SPA fallback; prerendered
 * public pages load web/site/main.ts instead, ADR 0055). Left to itself the bundler cuts the framework and the
 * site's frame into some twenty small files; as two files they compress better and cost fewer
 * requests. Page-specific code and the dialog stay separate.
 */
const groups = [
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
  },
  {
    name: 'site',
    // Not the header, breadcrumbs or shell: a group takes in everything its members import, and
    // those import the prerender-only islands (features/site/islands), which must stay out.
    test: /web[\\/](features[\\/]site[\\/](page-meta|styles)|components[\\/](blocks|logo|spinner|static-island|inquiry-button))|shared[\\/]firm\.ts/,
  },
  {
    // The icon code with the three icons the home page and the header's menus draw, as one file
    // instead of four: every public page loads the icon code, and each extra file costs bytes on
    // the wire and a line in the route list every page carries.
    name: 'icons',
    test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|context|shared[\\/].*|icons[\\/](arrow-right|circle-check|chevron-down))\.m?js$/,
  },
  {
    // The due-date rules and the calendar logic, with the feed's addresses, ahead of the forms
    // group (whose API helpers import the route table, which names the feed): the public calendar
    // page and the Settings panel share this file and nothing of the forms.
    name: 'calendar',
    test: /shared[\\/]compliance[\\/](calendar|calendar-rules|feed)\.ts$/,
  },
  {
    // The labelled fields and their class names on their own, ahead of the forms group: the public
    // tax tools use them without the dialog and the rest of the forms group.
    name: 'fields',
    test: /web[\\/]components[\\/](field|styles)\.tsx?$/,
  },
  {
    // The form parts the public inquiry form shares with the dashboards, as one file that pulls in
    // nothing else (React is in the framework group).
    name: 'forms',
    test: /web[\\/](components[\\/](field|form|styles|modal)|lib[\\/](form-errors|api-core))\.tsx?$/,
  },
  {
    // zod, which the inquiry form loads when it is sent: its own file, so the groups below
    // (whose schemas use it) do not take it in.
    name: 'zod',
    test: /node_modules[\\/]zod[\\/]|shared[\\/]zod\.ts$/,
  },
  {
    // The sign-in client and the signed-in API calls: dashboards only. tslib, which it shares with
    // the inquiry dialog's libraries, keeps its own file so the dialog does not load this one.
    name: 'tslib',
    test: /node_modules[\\/]tslib[\\/]/,
  },
  {
    name: 'session',
    test: /web[\\/]lib[\\/](api|auth|runtime-config)\.ts$|node_modules[\\/](aws-amplify|@aws-amplify)[\\/]/,
  },
  {
    // The dashboards' shared parts and their data library, as one file: every public page carries
    // the route manifest, which names each route's files, so thirty small dashboard chunks would
    // cost every visitor bytes. Nothing here (nor anything it imports) is used by public pages.
    name: 'dashboard-kit',
    test: /web[\\/](components[\\/](page|table|pager|latest-panel|icon-button|filter-panel|badge|field-binder)|lib[\\/](query-keys|mutations|use-url-filters|queries))\.tsx?$|shared[\\/](portal-model|date-window|date-ranges|leads|webhooks|business-hours)\.ts$|node_modules[\\/]@tanstack[\\/]/,
  },
];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: edge ? { proxy: Object.fromEntries(edgePaths.map((p) => [p, edge])) } : undefined,
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } },
  },
});
