import { useState } from 'react';
import { toast } from 'sonner';
import type { MetaConnection, WebhookEndpointView } from '../../../shared/lead-platforms';
import { pageTokenSchema } from '../../../shared/webhooks';
import { PasswordField } from '../../components/field';
import { FormProblem, SubmitButton } from '../../components/form';
import { secondaryButton } from '../../components/styles';
import { formatDateTime } from '../../lib/dates';
import { useForm } from '../../lib/form-errors';
import { useCheckConnection, useSetPageToken } from './api';

function ConnectionState({ connection }: { connection: MetaConnection }) {
  return connection.ok ? (
    <p className="rounded-md bg-emerald-50 px-3 py-2 text-emerald-900 ring-1 ring-emerald-200">
      Connected to the Page <strong>{connection.page?.name}</strong>: leads can be read. Checked{' '}
      {formatDateTime(connection.checkedAt)}.
    </p>
  ) : (
    <p className="rounded-md bg-red-50 px-3 py-2 text-red-900 ring-1 ring-red-200">
      <strong>Not working:</strong> {connection.problem} Checked {formatDateTime(connection.checkedAt)}.
    </p>
  );
}

/**
 * A Meta endpoint's Page access token (pasted here, kept in its secret, never shown again) and its
 * connection: the Page the token reaches, or what Facebook refused. Saving checks at once; the
 * check can be run again, and runs every morning on its own.
 */
export function MetaConnectionPanel({ endpoint }: { endpoint: WebhookEndpointView }) {
  const [shown, setShown] = useState(endpoint);
  const [token, setToken] = useState('');
  const form = useForm();
  const save = useSetPageToken(endpoint.id);
  const check = useCheckConnection(endpoint.id);
  const submit = form.onSubmit(() => {
    const data = form.check(pageTokenSchema.safeParse({ pageToken: token }));
    if (!data) return;
    save.mutate(data.pageToken, {
      onSuccess: ({ webhook }) => {
        setShown(webhook);
        setToken('');
        toast.success('Page access token saved', {
          description: webhook.connection?.ok
            ? `Connected to ${webhook.connection.page?.name}.`
            : 'But the check failed: see below.',
        });
      },
      onError: (error) => form.refused(error),
    });
  });
  const runCheck = () =>
    check.mutate(undefined, {
      onSuccess: ({ webhook }) => setShown(webhook),
      onError: (error) => toast.error('Not checked', { description: error.message }),
    });
  return (
    <section
      aria-labelledby={`meta-token-${endpoint.id}`}
      className="space-y-3 border-t border-slate-200 pt-4"
    >
      <h3 id={`meta-token-${endpoint.id}`} className="font-semibold text-slate-900">
        Page access token
      </h3>
      <p>
        {shown.pageTokenSetAt
          ? `Saved ${formatDateTime(shown.pageTokenSetAt)}. It is never shown again; paste a new one to replace it.`
          : 'Not saved yet: until it is, Facebook leads cannot be read and each notification is answered "try again later".'}
      </p>
      <form ref={form.formRef} onSubmit={submit} noValidate className="space-y-3">
        <PasswordField
          id={`page-token-${endpoint.id}`}
          label="Page access token"
          autoComplete="off"
          value={token}
          error={form.errors.pageToken}
          onChange={(e) => setToken(e.target.value)}
        />
        <FormProblem message={form.problem} />
        <div className="flex flex-wrap gap-2">
          <SubmitButton busy={save.isPending} busyLabel="Saving…" label="Save the token" />
          <button type="button" className={secondaryButton} disabled={check.isPending} onClick={runCheck}>
            {check.isPending ? 'Checking…' : 'Check the connection'}
          </button>
        </div>
      </form>
      {shown.connection && <ConnectionState connection={shown.connection} />}
    </section>
  );
}
