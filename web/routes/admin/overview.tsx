import { useOutletContext } from 'react-router';
import type { DashboardUser } from '../../../shared/domain';
import { firm } from '../../../shared/firm';
import { ProfileCard } from '../../components/dashboard-shell';

export function meta() {
  return [{ title: `Admin Panel | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

export default function AdminOverview() {
  const user = useOutletContext<DashboardUser>();
  return (
    <>
      <h1 className="sr-only">Admin Panel</h1>
      <ProfileCard user={user} />
    </>
  );
}
