import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { StaffMember } from '../../shared/api-types';
import { useStaffChoices } from '../../web/features/staff/api';
import { PartnerWarning } from '../../web/features/staff/partner-warning';
import { holdApi, nthCall, renderWithQueries, type HeldCall } from './api-double';

/**
 * The overview warns while the firm has fewer than two active partners: only a partner resets a
 * colleague's lost second factor, so one partner who loses their phone locks the firm out.
 */
jest.mock('../../web/lib/auth', () => ({ accessToken: async () => 'staff-token', logout: jest.fn() }));

let calls: HeldCall[] = [];
beforeEach(() => {
  calls = holdApi();
});

const member = (name: string, staffRole: StaffMember['staffRole'], is_active = true): StaffMember => ({
  sub: name,
  email: `${name.toLowerCase()}@example.in`,
  full_name: name,
  staffRole,
  is_active,
});

/** Says when the staff list has arrived (the warning shares its query), so an absence is real. */
function Loaded() {
  return useStaffChoices().data ? <p>Staff loaded</p> : null;
}

const shown = async (staff: StaffMember[]) => {
  renderWithQueries(
    <MemoryRouter>
      <PartnerWarning linkToSettings />
      <Loaded />
    </MemoryRouter>,
  );
  (await nthCall(calls, 0)).answer(200, { staff });
  await screen.findByText('Staff loaded');
};

test('one active partner: named, with what goes wrong and where to fix it', async () => {
  await shown([member('Asha', 'partner'), member('Ravi', 'staff'), member('Old', 'partner', false)]);
  expect(screen.getByText("Asha is the firm's only active partner.")).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
    '/admin-dashboard/settings',
  );
});

test('two active partners: no warning', async () => {
  await shown([member('Asha', 'partner'), member('Ravi', 'partner')]);
  expect(screen.queryByRole('note')).toBeNull();
});
