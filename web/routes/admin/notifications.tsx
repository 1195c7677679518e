import { firm } from '../../../shared/firm';
import { NotificationList } from '../../features/notifications/notification-list';

export function meta() {
  return [{ title: `Notifications | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

/** The firm's inbox: new leads, new requests, clients' messages (shared by the staff). */
export default function AdminNotifications() {
  return <NotificationList />;
}
