import { firm } from '../../../shared/firm';
import { NotificationList } from '../../features/notifications/notification-list';

export function meta() {
  return [{ title: `Notifications | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

export default function ClientNotifications() {
  return <NotificationList />;
}
