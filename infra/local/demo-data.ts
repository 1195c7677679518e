import type { DashboardUser, Lead } from '../../shared/domain';
import type { ServiceRequest } from '../../shared/portal-model';
import { newRequest } from '../../lambdas/data/requests';
import type { Role } from '../../shared/runtime-config';

/** Demo accounts exist only in the local stack; config.json carries them to the login page there alone. */
export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
  full_name: string;
  phone: string;
  company: string;
}

export const demoAccounts: DemoAccount[] = [
  {
    role: 'admin',
    email: 'admin@taxfirm.local',
    password: 'admin-demo-password',
    full_name: 'Asha Menon',
    phone: '+919812345670',
    company: 'The firm',
  },
  {
    role: 'client',
    email: 'client@taxfirm.local',
    password: 'client-demo-password',
    full_name: 'Rohan Gupta',
    phone: '+919876501234',
    company: 'Gupta Traders Pvt Ltd',
  },
];

const daysAgo = (days: number, hour: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - days);
  d.setUTCHours(hour, 15, 0, 0);
  return d.toISOString();
};

/** A few sample leads so the admin's list is not empty on first run. Fixed ids keep seeding idempotent. */
export function sampleLeads(): Lead[] {
  const lead = (n: number, fields: Omit<Lead, 'id' | 'entity' | 'createdAt'>, days: number): Lead => ({
    id: `demo-lead-${n}`,
    entity: 'lead',
    createdAt: daysAgo(days, 5 + n),
    ...fields,
  });
  return [
    lead(
      1,
      {
        name: 'Priya Sharma',
        email: 'priya@example.in',
        phone: '+919811100001',
        source: 'Website',
        status: 'new',
        service: 'GST',
      },
      0,
    ),
    lead(
      2,
      {
        name: 'Karan Mehta',
        email: 'karan@example.in',
        phone: '+919811100002',
        source: 'Website',
        status: 'in_progress',
        service: 'StartUp',
      },
      1,
    ),
    lead(
      3,
      {
        name: 'Neha Iyer',
        email: 'neha@example.in',
        phone: '+919811100003',
        source: 'Facebook Ads',
        status: 'new',
        message: 'Need help with ITR for capital gains',
      },
      2,
    ),
    lead(
      4,
      {
        name: 'Vikram Rao',
        email: 'vikram@example.in',
        source: 'Google Ads',
        status: 'converted',
        service: 'Trademark',
      },
      5,
    ),
    lead(
      5,
      {
        name: 'Fatima Khan',
        email: 'fatima@example.in',
        phone: '+919811100005',
        source: 'Website',
        status: 'closed',
        service: 'IncomeTax',
      },
      12,
    ),
  ];
}

/**
 * Two requests of the demo client, so the portal and the admin's request figures are not empty on
 * first run: one just filed, one the firm has taken up. Fixed ids keep seeding idempotent.
 */
export function sampleRequests(client: DashboardUser, staffName: string): ServiceRequest[] {
  const filed = newRequest(
    client,
    {
      id: '00000000-0000-4000-8000-00000000d001',
      service: 'trademark-registration',
      description: 'We would like to register our brand name "Gupta Fresh" for packaged spices.',
    },
    new Date(daysAgo(1, 6)),
  );
  const started = newRequest(
    client,
    {
      id: '00000000-0000-4000-8000-00000000d002',
      service: 'gst-registration',
      description: 'GST registration for our new warehouse in Pune; the rent agreement is ready.',
    },
    new Date(daysAgo(4, 5)),
  );
  const takenUp = daysAgo(3, 9);
  return [
    filed,
    {
      ...started,
      status: 'in_progress',
      updatedAt: takenUp,
      history: [...started.history, { status: 'in_progress', at: takenUp, by: staffName }],
    },
  ];
}
