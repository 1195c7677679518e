import type { ReactNode } from 'react';
import { redirect, useLoaderData, useSearchParams } from 'react-router';
import { firm } from '../../shared/firm';
import { PageSpinner } from '../components/spinner';
import { ForgotForm } from '../features/auth/forgot-form';
import { LoginCard, LoginMessages } from '../features/auth/login-parts';
import {
  loginModes,
  loginNotices,
  useLoginFlow,
  type LoginMode,
  type LoginNotice,
} from '../features/auth/login-flow';
import { NewPasswordForm } from '../features/auth/new-password-form';
import { ResetForm } from '../features/auth/reset-form';
import { SignInForm } from '../features/auth/sign-in-form';
import { TotpForm } from '../features/auth/totp-form';
import { currentUser, dashboardPathFor } from '../lib/auth';
import { loadRuntimeConfig } from '../lib/runtime-config';

export function meta() {
  return [{ title: `Dashboard Login | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

/** A visitor who is already signed in goes straight on to the dashboard of their role. */
export async function clientLoader() {
  const config = await loadRuntimeConfig();
  const user = await currentUser().catch((error: unknown) => {
    // An inactive or unreadable profile is no reason to refuse the page: the form is shown, and
    // the failure only goes to the console.
    console.warn('Session check failed:', error);
    return null;
  });
  if (user) throw redirect(dashboardPathFor(user.role));
  return { demoAccounts: config.demo?.accounts ?? [] };
}

export function HydrateFallback() {
  return <PageSpinner label="Checking your session…" />;
}

/** Sign-in, the first password of a new account, and a forgotten password's reset, one mode at a time. */
export default function DashboardLogin() {
  const { demoAccounts } = useLoaderData<typeof clientLoader>();
  const [params] = useSearchParams();
  const said = params.get('notice');
  const flow = useLoginFlow(said && Object.hasOwn(loginNotices, said) ? (said as LoginNotice) : undefined);
  const { mode, email, busy, error, notice } = flow.state;

  const forms: Record<LoginMode, ReactNode> = {
    'sign-in': (
      <SignInForm
        email={email}
        onEmail={flow.setEmail}
        busy={busy}
        onSubmit={(password) => void flow.signIn(password)}
        onForgot={flow.showForgot}
        demoAccounts={demoAccounts}
      />
    ),
    totp: <TotpForm busy={busy} onSubmit={(code) => void flow.enterCode(code)} onBack={flow.backToSignIn} />,
    'new-password': (
      <NewPasswordForm busy={busy} onSubmit={(password) => void flow.chooseFirstPassword(password)} />
    ),
    forgot: (
      <ForgotForm
        email={email}
        onEmail={flow.setEmail}
        busy={busy}
        onSubmit={() => void flow.requestCode()}
        onBack={flow.backToSignIn}
      />
    ),
    reset: (
      <ResetForm
        busy={busy}
        onSubmit={(code, password) => void flow.resetPassword(code, password)}
        onBack={flow.backToSignIn}
      />
    ),
  };

  return (
    <LoginCard title={loginModes[mode].title} lead={loginModes[mode].lead}>
      <LoginMessages error={error} notice={notice} />
      {forms[mode]}
    </LoginCard>
  );
}
