import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// `npm start` sets LOCAL_EDGE_URL: the dev server then serves /api and /config.json on the same
// origin, as CloudFront does in production.
const edge = process.env.LOCAL_EDGE_URL;

/**
 * Every public page loads the framework and the site's frame (header, footer, the inquiry
 * context). Left to itself the bundler cuts these into some twenty small files; as two files they
 * compress better and cost fewer requests. Page-specific code and the dialog stay separate.
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
    test: /web[\\/](features[\\/]site[\\/](blocks|page-meta|styles)|components[\\/](logo|spinner|static-island)|features[\\/]inquiry[\\/]inquiry-context)|shared[\\/]firm\.ts/,
  },
];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: edge ? { proxy: { '/api': edge, '/config.json': edge } } : undefined,
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } },
  },
});
