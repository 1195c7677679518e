import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// `npm start` sets LOCAL_EDGE_URL: the dev server then serves /api and /config.json on the same
// origin, as CloudFront does in production.
const edge = process.env.LOCAL_EDGE_URL;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: edge ? { proxy: { '/api': edge, '/config.json': edge } } : undefined,
});
