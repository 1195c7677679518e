import { useReducer } from 'react';
import { useNavigate } from 'react-router';
import {
  completePasswordReset,
  confirmTotpCode,
  dashboardPathFor,
  describeSignInError,
  requestPasswordReset,
  setNewPassword,
  signInWithPassword,
  type SignInOutcome,
} from '../../lib/auth';

/**
 * The login page's steps: sign in; choose a password at the first sign-in of an account an admin
 * created; ask for a reset code; set a new password with that code. Each step is a mode, and the
 * page shows the form of its mode only.
 */
export type LoginMode = 'sign-in' | 'totp' | 'new-password' | 'forgot' | 'reset';

/** The heading and the line under it, by mode. */
export const loginModes: Record<LoginMode, { title: string; lead: string }> = {
  'sign-in': { title: 'Dashboard Login', lead: 'Access your partner dashboard' },
  totp: {
    title: 'Two-factor sign-in',
    lead: 'Enter the 6-digit code your authenticator app shows for this account.',
  },
  'new-password': {
    title: 'Set a new password',
    lead: 'This is your first sign-in. Choose the password you will use from now on.',
  },
  forgot: { title: 'Reset your password', lead: 'We will e-mail you a code to set a new password.' },
  reset: { title: 'Reset your password', lead: 'Enter the code from the e-mail and your new password.' },
};

export interface LoginState {
  mode: LoginMode;
  /** Kept across modes: the reset code goes to, and is checked for, the address typed at sign-in. */
  email: string;
  error: string | null;
  notice: string | null;
  busy: boolean;
}

type LoginAction =
  | { type: 'email'; email: string }
  | { type: 'start' }
  | { type: 'fail'; error: string }
  | { type: 'done' }
  /** A change of mode drops the previous mode's messages; `notice` says what happens next. */
  | { type: 'go'; mode: LoginMode; notice?: string };

export const initialLogin: LoginState = {
  mode: 'sign-in',
  email: '',
  error: null,
  notice: null,
  busy: false,
};

/** What the page says when another page sent the visitor here (e.g. after two-factor set-up). */
export const loginNotices = {
  mfaOn: 'Two-factor sign-in is on. Sign in again with your password and a code from your app.',
  passwordChanged:
    'Your password has been changed and your other sessions ended. Sign in with the new password.',
  sessionEnded: 'Your session has ended. Sign in again.',
} as const;
export type LoginNotice = keyof typeof loginNotices;

export function loginReducer(state: LoginState, action: LoginAction): LoginState {
  switch (action.type) {
    case 'email':
      return { ...state, email: action.email };
    case 'start':
      return { ...state, busy: true, error: null, notice: null };
    case 'fail':
      return { ...state, busy: false, error: action.error };
    case 'done':
      return { ...state, busy: false };
    case 'go':
      return { ...state, mode: action.mode, busy: false, error: null, notice: action.notice ?? null };
  }
}

/**
 * Asking for a code and using it must not tell whether an address has an account: an unknown
 * address is answered as a known one (a code "is on its way"; the code "is not correct").
 */
const isUnknownUser = (error: unknown) => error instanceof Error && error.name === 'UserNotFoundException';
const wrongCode = () => Object.assign(new Error('wrong code'), { name: 'CodeMismatchException' });

/** The login page's state and what each of its forms does. */
export function useLoginFlow(notice?: LoginNotice) {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(loginReducer, {
    ...initialLogin,
    notice: notice ? loginNotices[notice] : null,
  });

  const run = async (work: () => Promise<void>) => {
    dispatch({ type: 'start' });
    try {
      await work();
      dispatch({ type: 'done' });
    } catch (error) {
      dispatch({ type: 'fail', error: describeSignInError(error) });
    }
  };

  const after = async (outcome: SignInOutcome) => {
    if (outcome.step === 'done') await navigate(dashboardPathFor(outcome.user.role), { replace: true });
    else if (outcome.step === 'new-password') dispatch({ type: 'go', mode: 'new-password' });
    else if (outcome.step === 'totp') dispatch({ type: 'go', mode: 'totp' });
    else
      dispatch({ type: 'go', mode: 'reset', notice: 'Your password must be reset. Ask for a code below.' });
  };

  return {
    state,
    setEmail: (email: string) => dispatch({ type: 'email', email }),
    showForgot: () => dispatch({ type: 'go', mode: 'forgot' }),
    backToSignIn: () => dispatch({ type: 'go', mode: 'sign-in' }),
    signIn: (password: string) =>
      run(async () => after(await signInWithPassword(state.email.trim(), password.trim()))),
    chooseFirstPassword: (password: string) => run(async () => after(await setNewPassword(password))),
    enterCode: (code: string) =>
      run(async () => {
        try {
          await after(await confirmTotpCode(code));
        } catch (error) {
          // An expired sign-in session cannot take another code: back to the password.
          if (error instanceof Error && /session is expired/i.test(error.message)) {
            dispatch({ type: 'go', mode: 'sign-in' });
          }
          throw error;
        }
      }),
    requestCode: () =>
      run(async () => {
        await requestPasswordReset(state.email).catch((error: unknown) => {
          if (!isUnknownUser(error)) throw error;
        });
        const notice = `If ${state.email.trim()} has an account, a code is on its way to it.`;
        dispatch({ type: 'go', mode: 'reset', notice });
      }),
    resetPassword: (code: string, password: string) =>
      run(async () => {
        await completePasswordReset(state.email, code, password).catch((error: unknown) => {
          throw isUnknownUser(error) ? wrongCode() : error;
        });
        const notice = 'Your password has been changed. Sign in with the new password.';
        dispatch({ type: 'go', mode: 'sign-in', notice });
      }),
  };
}
