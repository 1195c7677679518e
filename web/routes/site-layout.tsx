import { Outlet } from 'react-router';
import { SiteShell } from '../components/site-shell';

/** Every public page sits in the site shell: header, breadcrumbs, footer, inquiry dialog. */
export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
