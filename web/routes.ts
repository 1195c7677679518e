import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('dashboard-login', 'routes/dashboard-login.tsx'),
  ...prefix('admin-dashboard', [layout('routes/admin/layout.tsx', [index('routes/admin/overview.tsx')])]),
  ...prefix('client-dashboard', [layout('routes/client/layout.tsx', [index('routes/client/overview.tsx')])]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
