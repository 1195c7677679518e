import { useOutletContext, useRevalidator } from 'react-router';
import type { DashboardUser } from '../../../shared/domain';
import { firm } from '../../../shared/firm';
import { PageTitle } from '../../components/page';
import { useUpdateCompliance } from '../../features/auth/api';
import { ChangePasswordForm } from '../../features/auth/change-password-form';
import { ProfileForm } from '../../features/auth/profile-form';
import { TwoFactorSection } from '../../features/auth/two-factor-section';
import { ComplianceForm } from '../../features/compliance/compliance-form';

export function meta() {
  return [{ title: `Profile | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

/**
 * View and edit name, phone and company; obligations and reminders; change the password;
 * two-factor sign-in on or off.
 */
export default function Profile() {
  const user = useOutletContext<DashboardUser>();
  const revalidator = useRevalidator();
  const saveCompliance = useUpdateCompliance();
  return (
    <div className="space-y-5">
      <PageTitle>Profile</PageTitle>
      <ProfileForm user={user} />
      <ComplianceForm
        saved={user.compliance}
        save={saveCompliance}
        onSaved={() => revalidator.revalidate()}
      />
      <ChangePasswordForm />
      <TwoFactorSection user={user} />
    </div>
  );
}
