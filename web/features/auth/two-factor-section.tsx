import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from 'sonner';
import type { DashboardUser } from '../../../shared/domain';
import { panel, primaryButton, secondaryButton } from '../../components/styles';
import { formatDate } from '../../lib/dates';
import { useRemoveMfa } from './api';
import { TotpSetup } from './totp-setup';

/** A client's choice: two-factor sign-in with an authenticator app, on or off. */
export function TwoFactorSection({ user }: { user: DashboardUser }) {
  const [setting, setSetting] = useState(false);
  const remove = useRemoveMfa();
  const revalidator = useRevalidator();
  if (setting) return <TotpSetup user={user} required={false} onCancel={() => setSetting(false)} />;
  const on = Boolean(user.mfa_enrolled_at);
  return (
    <section aria-labelledby="two-factor" className={`${panel} max-w-xl space-y-3`}>
      <h2 id="two-factor" className="text-lg font-semibold text-brand-900">
        Two-factor sign-in
      </h2>
      <p className="text-slate-700">
        {on
          ? `On since ${formatDate(user.mfa_enrolled_at!)}: each sign-in asks for a code from your authenticator app.`
          : 'Off. Turn it on to have each sign-in ask for a code from an authenticator app on your phone, so a stolen password alone is not enough.'}
      </p>
      {on ? (
        <button
          type="button"
          className={secondaryButton}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                toast.success('Two-factor sign-in turned off');
                void revalidator.revalidate();
              },
              onError: (error) =>
                toast.error('Two-factor sign-in is still on', { description: error.message }),
            })
          }
        >
          {remove.isPending ? 'Turning off...' : 'Turn off two-factor sign-in'}
        </button>
      ) : (
        <button type="button" className={primaryButton} onClick={() => setSetting(true)}>
          Turn on two-factor sign-in
        </button>
      )}
    </section>
  );
}
