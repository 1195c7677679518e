/**
 * Sign-in for the dashboards, on Amplify v6 and Cognito. Only the login and dashboard routes import
 * this module, so no public page ever loads Amplify (the web bench checks it).
 */
import { Amplify } from 'aws-amplify';
import { dashboardHome } from '../../shared/page-paths';
import {
  confirmResetPassword,
  confirmSignIn,
  fetchAuthSession,
  resetPassword,
  setUpTOTP,
  signIn,
  signOut,
  updateMFAPreference,
  updatePassword,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import type { DashboardUser } from '../../shared/domain';
import type { Role } from '../../shared/runtime-config';
import { loadRuntimeConfig } from './runtime-config';

let configured: Promise<void> | undefined;

/** Amplify configured from /config.json, once per page load. */
export function configureAuth(): Promise<void> {
  configured ??= loadRuntimeConfig()
    .then((config) => {
      Amplify.configure({
        Auth: {
          Cognito: {
            userPoolId: config.userPoolId,
            userPoolClientId: config.userPoolClientId,
            ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
            loginWith: { email: true },
          },
        },
      });
    })
    .catch((error: unknown) => {
      configured = undefined;
      throw error;
    });
  return configured;
}

export const dashboardPathFor = (role: Role) => dashboardHome(role);

/** The login page's error texts, fixed wording (docs/product.md#dashboard-login). */
export const loginMessages = {
  invalid: 'Invalid email or password',
  lookupFailed: (message: string) => `Database lookup failed: ${message}`,
  unexpected: (message: string) => `An unexpected error occurred: ${message}`,
  inactive: 'This account has been deactivated. Please contact the firm.',
} as const;

/** Thrown when the profile lookup (GET /api/me) fails for a reason other than the caller's rights. */
export class LookupError extends Error {}
/** The caller signed in but has no active dashboard profile. */
export class InactiveProfileError extends Error {}

/** A bearer token for the API, refreshed by Amplify when it has expired. */
export async function accessToken(): Promise<string | undefined> {
  await configureAuth();
  const session = await fetchAuthSession();
  return session.tokens?.accessToken.toString();
}

/**
 * The signed-in dashboard user, or null when nobody is signed in. The profile comes from the
 * server (GET /api/me), which also decides whether the account is active.
 */
export async function currentUser(): Promise<DashboardUser | null> {
  const token = await accessToken().catch(() => undefined);
  if (!token) return null;
  const { apiBase } = await loadRuntimeConfig();
  let res: Response;
  try {
    res = await fetch(`${apiBase}/me`, { headers: { authorization: `Bearer ${token}` } });
  } catch (error) {
    throw new LookupError(error instanceof Error ? error.message : String(error));
  }
  if (res.status === 401) return null;
  if (res.status === 403) throw new InactiveProfileError(loginMessages.inactive);
  if (!res.ok) throw new LookupError(`the server answered ${res.status}`);
  const body = (await res.json()) as { profile: DashboardUser };
  return body.profile;
}

export type SignInOutcome =
  | { step: 'done'; user: DashboardUser }
  | { step: 'new-password' }
  | { step: 'reset-password' }
  | { step: 'totp' };

const errorName = (error: unknown) => (error instanceof Error ? error.name : '');
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Maps any failure of the sign-in sequence to the text the login page shows. */
export function describeSignInError(error: unknown): string {
  if (error instanceof InactiveProfileError) return loginMessages.inactive;
  if (error instanceof LookupError) return loginMessages.lookupFailed(error.message);
  const name = errorName(error);
  // Cognito says "User is disabled." for an account the firm deactivated.
  if (name === 'NotAuthorizedException' && /disabled/i.test(errorText(error))) return loginMessages.inactive;
  // Cognito's lockout after repeated failures: the same words for any address, known or not.
  if (name === 'NotAuthorizedException' && /attempts exceeded/i.test(errorText(error)))
    return 'Too many failed attempts. The account is locked for a while: wait a few minutes, then try again.';
  if (name === 'NotAuthorizedException' && /session is expired/i.test(errorText(error)))
    return 'The sign-in took too long. Start again with your password.';
  if (name === 'NotAuthorizedException' || name === 'UserNotFoundException') return loginMessages.invalid;
  // Authenticator codes: a wrong one, and one already used (each works once).
  if (name === 'ExpiredCodeException' && /already been used/i.test(errorText(error)))
    return 'That code was already used. Wait for the next code in your authenticator app.';
  if (
    (name === 'CodeMismatchException' && /auth state/i.test(errorText(error))) ||
    name === 'EnableSoftwareTokenMFAException'
  )
    return 'That code is not correct. Check that your phone shows the right time, then try the current code.';
  if (name === 'InvalidPasswordException') return errorText(error);
  if (name === 'LimitExceededException' || name === 'TooManyRequestsException')
    return 'Too many attempts. Please wait a few minutes and try again.';
  if (name === 'CodeMismatchException') return 'That code is not correct. Check the e-mail and try again.';
  if (name === 'ExpiredCodeException') return 'That code has expired. Ask for a new one.';
  return loginMessages.unexpected(errorText(error));
}

async function finish(): Promise<SignInOutcome> {
  try {
    const user = await currentUser();
    if (!user) throw new LookupError('no session after sign-in');
    return { step: 'done', user };
  } catch (error) {
    // A signed-in account without an active profile must not stay signed in.
    await signOut().catch(() => undefined);
    throw error;
  }
}

/** The login sequence, on Cognito: drop any old session, sign in, load the profile. */
export async function signInWithPassword(email: string, password: string): Promise<SignInOutcome> {
  await configureAuth();
  await signOut({ global: true }).catch(() => signOut().catch(() => undefined));
  const result = await signIn({
    username: email.trim(),
    password,
    options: { authFlowType: 'USER_PASSWORD_AUTH' },
  });
  const step = result.nextStep.signInStep;
  if (step === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return { step: 'new-password' };
  if (step === 'RESET_PASSWORD') return { step: 'reset-password' };
  if (step === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return { step: 'totp' };
  if (step !== 'DONE') throw new Error(`this sign-in step is not supported here (${step})`);
  return finish();
}

/** First sign-in of an account an admin created: choose the password. */
export async function setNewPassword(newPassword: string): Promise<SignInOutcome> {
  const result = await confirmSignIn({ challengeResponse: newPassword });
  if (result.nextStep.signInStep !== 'DONE') {
    throw new Error(`this sign-in step is not supported here (${result.nextStep.signInStep})`);
  }
  return finish();
}

/** The second step of a sign-in with two-factor on: the code from the authenticator app. */
export async function confirmTotpCode(code: string): Promise<SignInOutcome> {
  const result = await confirmSignIn({ challengeResponse: code.replace(/\s/g, '') });
  if (result.nextStep.signInStep !== 'DONE') {
    throw new Error(`this sign-in step is not supported here (${result.nextStep.signInStep})`);
  }
  return finish();
}

/** Starts setting up an authenticator app: the secret, and the otpauth:// address for a QR code. */
export async function startTotpSetup(accountName: string): Promise<{ secret: string; uri: string }> {
  await configureAuth();
  const details = await setUpTOTP();
  return { secret: details.sharedSecret, uri: details.getSetupUri('TaxFirm', accountName).toString() };
}

/** Confirms the app with its first code and makes it the second factor Cognito asks for. */
export async function finishTotpSetup(code: string): Promise<void> {
  await verifyTOTPSetup({ code: code.replace(/\s/g, '') });
  await updateMFAPreference({ totp: 'PREFERRED' });
}

/** Sends a reset code to the address, if it belongs to an account (Cognito never says). */
export async function requestPasswordReset(email: string): Promise<void> {
  await configureAuth();
  await resetPassword({ username: email.trim() });
}

export async function completePasswordReset(email: string, code: string, newPassword: string) {
  await configureAuth();
  await confirmResetPassword({ username: email.trim(), confirmationCode: code.trim(), newPassword });
}

/** Profile page: a signed-in user replaces their password (Cognito checks the old one). */
export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await configureAuth();
  await updatePassword({ oldPassword, newPassword });
}

/** Logout: sign out everywhere (a failure is ignored), and always clear this browser. */
export async function logout(): Promise<void> {
  await configureAuth().catch(() => undefined);
  await signOut({ global: true }).catch(() => signOut().catch(() => undefined));
}
