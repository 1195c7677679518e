import qrcode from 'qrcode-generator';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { DashboardUser } from '../../../shared/domain';
import { ApiError } from '../../lib/api';
import { confirmMfa } from './api';
import { describeSignInError, finishTotpSetup, logout, startTotpSetup } from '../../lib/auth';
import { secondaryButton } from '../../components/styles';
import { SubmitButton } from './login-parts';
import { CodeField } from './totp-form';
import { pagePaths } from '../../../shared/page-paths';

/** The otpauth:// address as a QR code: one SVG path of the dark modules. */
function QrCode({ text }: { text: string }) {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) if (qr.isDark(row, col)) path += `M${col} ${row}h1v1h-1z`;
  }
  return (
    <svg
      role="img"
      aria-label="QR code to scan with your authenticator app"
      viewBox={`-2 -2 ${size + 4} ${size + 4}`}
      className="h-48 w-48 bg-white"
      shapeRendering="crispEdges"
    >
      <path d={path} fill="#0f172a" />
    </svg>
  );
}

/**
 * What went wrong while setting up. The user is signed in here, so Cognito's NotAuthorized means
 * the session itself has ended (its access token expired or was revoked), not a wrong password.
 */
function describeSetupError(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.name === 'NotAuthorizedException')
    return 'Your session has ended. Sign in again, then set up two-factor sign-in.';
  return describeSignInError(error);
}

/** The secret in groups of four, as authenticator apps' manual entry shows it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Setting up an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...):
 * scan the QR code or type the secret, then confirm with the first code. The server then records
 * it and ends the sessions that began without it, so the user signs in again, with a code.
 */
export function TotpSetup({
  user,
  required,
  onCancel,
}: {
  user: DashboardUser;
  required: boolean;
  /** Only where the set-up is a choice (a client's profile). */
  onCancel?: () => void;
}) {
  const navigate = useNavigate();
  const Heading = required ? 'h1' : 'h2';
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const [attempt, setAttempt] = useState(0);
  const [preparing, setPreparing] = useState(true);
  const heading = useRef<HTMLHeadingElement>(null);
  // Whoever arrives here (a click on "Turn on", the dashboard after sign-in) is told where they are.
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    let live = true;
    startTotpSetup(user.email).then(
      (found) => {
        if (!live) return;
        setSetup(found);
        setPreparing(false);
      },
      (e: unknown) => {
        if (!live) return;
        setError(describeSetupError(e));
        setPreparing(false);
      },
    );
    return () => {
      live = false;
    };
  }, [user.email, attempt]);
  const retry = () => {
    setError(null);
    setPreparing(true);
    setAttempt((n) => n + 1);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await finishTotpSetup(code);
      await confirmMfa();
      await logout();
      await navigate(pagePaths.loginWith('mfaOn'), { replace: true });
    } catch (failure) {
      setError(describeSetupError(failure));
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="totp-setup"
      className="mx-auto max-w-xl rounded-xl bg-white p-6 shadow ring-1 ring-slate-200"
    >
      {/* Required, it is the page (its heading the page's); chosen, a section of the profile. */}
      <Heading
        id="totp-setup"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-brand-900 outline-none"
      >
        Set up two-factor sign-in
      </Heading>
      <p className="mt-2 text-slate-700">
        {required
          ? 'Staff accounts reach client records, so each sign-in needs a code from an authenticator app on your phone as well as your password.'
          : 'Each sign-in will ask for a code from an authenticator app on your phone as well as your password.'}
      </p>
      <ol className="mt-4 list-decimal space-y-4 pl-5 text-slate-700">
        <li>
          Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password or similar) and
          add an account by scanning this code:
          <div className="mt-3 flex justify-center">
            {setup ? (
              <QrCode text={setup.uri} />
            ) : preparing ? (
              <p className="text-sm">Preparing your code…</p>
            ) : (
              <button type="button" className={secondaryButton} onClick={retry}>
                Try again
              </button>
            )}
          </div>
          {setup && (
            <p className="mt-2 text-sm">
              Cannot scan? Enter this key instead:{' '}
              <code data-testid="totp-secret" className="rounded bg-slate-100 px-1 font-mono break-all">
                {grouped(setup.secret)}
              </code>
            </p>
          )}
        </li>
        <li>
          <form className="space-y-3" onSubmit={(e) => void submit(e)}>
            <span>Enter the code the app shows to confirm:</span>
            <CodeField value={code} onChange={setCode} />
            {error && (
              <p
                role="alert"
                className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
              >
                {error}
              </p>
            )}
            <SubmitButton
              busy={busy || !setup}
              busyLabel={setup ? 'Confirming...' : preparing ? 'Preparing...' : 'Waiting for the code above'}
              label="Turn on two-factor sign-in"
            />
            {onCancel && (
              <button type="button" className={`${secondaryButton} ml-2`} onClick={onCancel}>
                Cancel
              </button>
            )}
          </form>
        </li>
      </ol>
      <p className="mt-4 text-sm text-slate-600">
        After this you will be signed out and sign in again with your password and a code.
      </p>
    </section>
  );
}
