import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { DashboardUser } from '../../shared/domain';
import { TotpSetup } from '../../web/features/auth/totp-setup';

/**
 * Setting up an authenticator: the key to scan or type, the first code to confirm it, what a
 * wrong code or an ended session says, and the way back to the login page once it is on.
 */

const auth = {
  startTotpSetup: jest.fn(),
  finishTotpSetup: jest.fn(),
  logout: jest.fn(async () => undefined),
};
jest.mock('../../web/lib/auth', () => ({
  ...jest.requireActual<object>('../../web/lib/auth'),
  startTotpSetup: (...args: unknown[]) => auth.startTotpSetup(...args),
  finishTotpSetup: (...args: unknown[]) => auth.finishTotpSetup(...args),
  logout: () => auth.logout(),
}));
const confirmMfa = jest.fn(async () => undefined);
jest.mock('../../web/features/auth/api', () => ({ confirmMfa: () => confirmMfa() }));

const user = { email: 'staff@taxfirm.local' } as DashboardUser;
const cognitoError = (name: string, message: string) => Object.assign(new Error(message), { name });

function LoginPage() {
  return <p>Login page {useLocation().search}</p>;
}

function renderSetup() {
  return render(
    <MemoryRouter initialEntries={['/admin-dashboard']}>
      <Routes>
        <Route path="/admin-dashboard" element={<TotpSetup user={user} required />} />
        <Route path="/dashboard-login" element={<LoginPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  auth.startTotpSetup.mockResolvedValue({
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
    uri: 'otpauth://totp/Sahaj:staff?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
  });
});

test('shows the key to scan or type; the button waits for it', async () => {
  renderSetup();
  expect(screen.getByRole('button', { name: 'Preparing...' })).toHaveProperty('disabled', true);
  expect(await screen.findByRole('img', { name: /QR code/ })).toBeTruthy();
  expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
  expect(screen.getByRole('button', { name: 'Turn on two-factor sign-in' })).toHaveProperty(
    'disabled',
    false,
  );
});

test('a wrong code says so, and the code can be tried again', async () => {
  const person = userEvent.setup();
  auth.finishTotpSetup.mockRejectedValueOnce(
    cognitoError('EnableSoftwareTokenMFAException', 'Code mismatch'),
  );
  renderSetup();
  await screen.findByRole('img', { name: /QR code/ });
  await person.type(screen.getByLabelText('Authentication code'), '123456');
  await person.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
  expect((await screen.findByRole('alert')).textContent).toMatch(/That code is not correct/);
  expect(confirmMfa).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Turn on two-factor sign-in' })).toHaveProperty(
    'disabled',
    false,
  );
});

test('an ended session says to sign in again, not that the password was wrong', async () => {
  const person = userEvent.setup();
  auth.finishTotpSetup.mockRejectedValueOnce(
    cognitoError('NotAuthorizedException', 'Access Token has expired'),
  );
  renderSetup();
  await screen.findByRole('img', { name: /QR code/ });
  await person.type(screen.getByLabelText('Authentication code'), '123456');
  await person.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).not.toMatch(/password/i);
  expect(alert.textContent).toMatch(/session has ended/i);
});

test('once confirmed, the user is signed out and sent to sign in with a code', async () => {
  const person = userEvent.setup();
  auth.finishTotpSetup.mockResolvedValueOnce(undefined);
  renderSetup();
  await screen.findByRole('img', { name: /QR code/ });
  await person.type(screen.getByLabelText('Authentication code'), '123 456');
  await person.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
  expect(await screen.findByText('Login page ?notice=mfaOn')).toBeTruthy();
  expect(auth.finishTotpSetup).toHaveBeenCalledWith('123 456');
  expect(confirmMfa).toHaveBeenCalledTimes(1);
  expect(auth.logout).toHaveBeenCalledTimes(1);
});
