import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_MIN_LENGTH } from '../../shared/auth';
import { ForgotForm } from '../../web/features/auth/forgot-form';
import { NewPasswordForm } from '../../web/features/auth/new-password-form';
import { ResetForm } from '../../web/features/auth/reset-form';
import { SignInForm } from '../../web/features/auth/sign-in-form';
import { TotpForm } from '../../web/features/auth/totp-form';

/**
 * The sign-in page's forms, as a person uses them: what each sends, what it refuses before
 * sending (shown at the field, announced, with focus there), and how it looks while busy.
 */

const strong = 'a long enough sentence to pass';

describe('sign-in form', () => {
  test('sends the password typed, and the demo accounts fill both fields', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    const onEmail = jest.fn();
    const { rerender } = render(
      <SignInForm
        email=""
        onEmail={onEmail}
        busy={false}
        onSubmit={onSubmit}
        onForgot={jest.fn()}
        demoAccounts={[{ role: 'client', email: 'c@taxfirm.local', password: 'demo-pass' }]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Use client' }));
    expect(onEmail).toHaveBeenCalledWith('c@taxfirm.local');
    expect(screen.getByLabelText('Password')).toHaveProperty('value', 'demo-pass');
    rerender(
      <SignInForm
        email="c@taxfirm.local"
        onEmail={onEmail}
        busy={false}
        onSubmit={onSubmit}
        onForgot={jest.fn()}
        demoAccounts={[]}
      />,
    );
    expect(screen.queryByRole('heading', { name: /Demo accounts/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).toHaveBeenCalledWith('demo-pass');
  });

  test('while signing in, the button says so and cannot be pressed again', async () => {
    const onSubmit = jest.fn();
    render(
      <SignInForm
        email="c@taxfirm.local"
        onEmail={jest.fn()}
        busy
        onSubmit={onSubmit}
        onForgot={jest.fn()}
        demoAccounts={[]}
      />,
    );
    const button = screen.getByRole('button', { name: 'Signing in...' });
    expect(button).toHaveProperty('disabled', true);
    await userEvent.setup().click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

test('forgot form: asks for the code for the address typed, busy while sending', async () => {
  const user = userEvent.setup();
  const onEmail = jest.fn();
  const onSubmit = jest.fn();
  const { rerender } = render(
    <ForgotForm email="" onEmail={onEmail} busy={false} onSubmit={onSubmit} onBack={jest.fn()} />,
  );
  await user.type(screen.getByLabelText('Email'), 'a');
  expect(onEmail).toHaveBeenLastCalledWith('a');
  rerender(
    <ForgotForm email="a@x.in" onEmail={onEmail} busy={false} onSubmit={onSubmit} onBack={jest.fn()} />,
  );
  await user.click(screen.getByRole('button', { name: 'Send reset code' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
  rerender(<ForgotForm email="a@x.in" onEmail={onEmail} busy onSubmit={onSubmit} onBack={jest.fn()} />);
  expect(screen.getByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true);
});

describe('a new password, typed twice', () => {
  test('too short: refused at the first field, announced, focused, and nothing is sent', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<NewPasswordForm busy={false} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    const field = screen.getByLabelText('New password');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain(String(PASSWORD_MIN_LENGTH));
    expect(field.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(document.activeElement).toBe(field);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('two different passwords: refused at the second field; once they match, sent', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<NewPasswordForm busy={false} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('New password'), strong);
    await user.type(screen.getByLabelText('Confirm new password'), `${strong}!`);
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(screen.getByRole('alert').textContent).toBe('The two passwords do not match.');
    expect(screen.getByLabelText('Confirm new password').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), strong);
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(onSubmit).toHaveBeenCalledWith(strong);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('the reset form sends the code with the new password, and checks the password first', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<ResetForm busy={false} onSubmit={onSubmit} onBack={jest.fn()} />);
    await user.type(screen.getByLabelText('Code from the e-mail'), '123456');
    await user.type(screen.getByLabelText('New password'), strong);
    await user.type(screen.getByLabelText('Confirm new password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), strong);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(onSubmit).toHaveBeenCalledWith('123456', strong);
  });
});

test('the second step sends the code typed, and is busy while it is checked', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  const { rerender } = render(<TotpForm busy={false} onSubmit={onSubmit} onBack={jest.fn()} />);
  const code = screen.getByLabelText('Authentication code');
  // The step replaced the password form: the code field has focus.
  expect(document.activeElement).toBe(code);
  await user.type(code, '123 456');
  await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
  expect(onSubmit).toHaveBeenCalledWith('123 456');
  rerender(<TotpForm busy onSubmit={onSubmit} onBack={jest.fn()} />);
  expect(screen.getByRole('button', { name: 'Checking...' })).toHaveProperty('disabled', true);
});
