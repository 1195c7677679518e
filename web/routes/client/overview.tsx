import { useOutletContext } from 'react-router';
import type { DashboardUser } from '../../../shared/domain';
import { firm } from '../../../shared/firm';
import { ProfileCard } from '../../components/dashboard-shell';

export function meta() {
  return [{ title: `Client Portal | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

export default function ClientOverview() {
  const user = useOutletContext<DashboardUser>();
  return (
    <>
      <h1 className="sr-only">Client Portal</h1>
      <ProfileCard user={user} />
    </>
  );
}
