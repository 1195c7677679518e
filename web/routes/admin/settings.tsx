import { firm } from '../../../shared/firm';
import { PageTitle, QueryState } from '../../components/page';
import { useSettings } from '../../features/settings/api';
import { SettingsForm } from '../../features/settings/settings-form';
import { ExtensionsPanel } from '../../features/settings/extensions-panel';
import { StaffPanel } from '../../features/settings/staff-panel';
import { PartnerWarning } from '../../features/staff/partner-warning';
import { useOutletContext } from 'react-router';
import type { DashboardUser } from '../../../shared/domain';

export function meta() {
  return [{ title: `Settings | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

/**
 * What the firm changes without a deploy: where alerts go, its contact details, extended due
 * dates; staff accounts.
 */
export default function Settings() {
  const settings = useSettings();
  const me = useOutletContext<DashboardUser>();
  return (
    <div className="space-y-5">
      <PageTitle>Settings</PageTitle>
      <QueryState pending={settings.isPending} error={settings.error} />
      {settings.data && <SettingsForm settings={settings.data} />}
      <ExtensionsPanel />
      <PartnerWarning />
      <StaffPanel me={me} />
    </div>
  );
}
