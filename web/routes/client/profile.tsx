import { useOutletContext } from 'react-router';
import type { DashboardUser } from '../../../shared/domain';
import { firm } from '../../../shared/firm';
import { PageTitle } from '../../components/page';
import { ChangePasswordForm } from '../../features/auth/change-password-form';
import { ProfileForm } from '../../features/auth/profile-form';
import { TwoFactorSection } from '../../features/auth/two-factor-section';

export function meta() {
  return [{ title: `Profile | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

/** View and edit name, phone and company; change the password; two-factor sign-in on or off. */
export default function Profile() {
  const user = useOutletContext<DashboardUser>();
  return (
    <div className="space-y-5">
      <PageTitle>Profile</PageTitle>
      <ProfileForm user={user} />
      <ChangePasswordForm />
      <TwoFactorSection user={user} />
    </div>
  );
}
