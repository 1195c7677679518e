import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';
import { categories } from '../shared/catalogue';
import { staticPages } from '../shared/site-routes';

const pageFiles: Record<string, string> = {
  '/about': 'routes/about.tsx',
  '/contact': 'routes/contact.tsx',
  '/pricing': 'routes/pricing.tsx',
  '/blog': 'routes/blog.tsx',
  '/tax-services': 'routes/tax-services.tsx',
  '/services': 'routes/services.tsx',
  '/consultation': 'routes/consultation.tsx',
  '/privacy': 'routes/privacy.tsx',
  '/terms': 'routes/terms.tsx',
  '/refund-policy': 'routes/refund-policy.tsx',
  '/tools': 'routes/tools/index.tsx',
  '/tools/income-tax-calculator': 'routes/tools/income-tax-calculator.tsx',
  '/tools/hra-calculator': 'routes/tools/hra-calculator.tsx',
  '/tools/gst-calculator': 'routes/tools/gst-calculator.tsx',
  '/tools/gstin-validator': 'routes/tools/gstin-validator.tsx',
  '/compliance-calendar': 'routes/compliance-calendar.tsx',
};

export default [
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    ...staticPages.filter((p) => p.path !== '/').map((p) => route(p.path.slice(1), pageFiles[p.path]!)),
    route('blog/:slug', 'routes/blog-post.tsx'),
    ...categories.map((c) => route(c.path.slice(1), 'routes/category.tsx', { id: `category-${c.id}` })),
    // One service detail page, reachable under every address pattern the site has used:
    // /service/{category}/{slug}, /services/{category}/{slug} and /{prefix}/{slug}. Each pattern is
    // one route (every public page carries the route list, so fewer entries keep each page
    // lighter); a first segment that is none of these answers the not-found page, as the edge
    // does for a direct visit.
    route(':base/:category/:slug', 'routes/service.tsx', { id: 'service' }),
    route(':prefix/:slug', 'routes/service.tsx', { id: 'service-alias' }),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('dashboard-login', 'routes/dashboard-login.tsx'),
  ...prefix('admin-dashboard', [
    layout('routes/admin/layout.tsx', [
      index('routes/admin/overview.tsx'),
      route('leads', 'routes/admin/leads.tsx'),
      route('webhooks', 'routes/admin/webhooks.tsx'),
      route('clients', 'routes/admin/clients.tsx'),
      route('requests', 'routes/admin/requests.tsx'),
      route('requests/:id', 'routes/admin/request.tsx'),
      route('documents', 'routes/admin/documents.tsx'),
      route('notifications', 'routes/admin/notifications.tsx'),
      route('settings', 'routes/admin/settings.tsx'),
    ]),
  ]),
  ...prefix('client-dashboard', [
    layout('routes/client/layout.tsx', [
      index('routes/client/overview.tsx'),
      route('requests', 'routes/client/requests.tsx'),
      route('new-request', 'routes/client/new-request.tsx'),
      // The new-request page's first address (older notifications link to it).
      route('requests/new', 'routes/client/moved.tsx', { id: 'client-requests-new' }),
      route('requests/:id', 'routes/client/request.tsx'),
      route('documents', 'routes/client/documents.tsx'),
      route('messages', 'routes/client/messages.tsx'),
      route('notifications', 'routes/client/notifications.tsx'),
      route('profile', 'routes/client/profile.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
