import { firm } from '../../../shared/firm';
import { PageTitle, QueryState } from '../../components/page';
import { useSettings } from '../../features/settings/api';
import { SettingsForm } from '../../features/settings/settings-form';

export function meta() {
  return [{ title: `Settings | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

/** What the firm changes without a deploy: where alerts go, and its contact details. */
export default function Settings() {
  const settings = useSettings();
  return (
    <div className="space-y-5">
      <PageTitle>Settings</PageTitle>
      <QueryState pending={settings.isPending} error={settings.error} />
      {settings.data && <SettingsForm settings={settings.data} />}
    </div>
  );
}
