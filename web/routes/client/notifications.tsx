import { firm } from '../../../shared/firm';
import { NotificationList } from '../../features/portal/ui';

export function meta() {
  return [{ title: `Notifications | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

export default function ClientNotifications() {
  return <NotificationList />;
}
