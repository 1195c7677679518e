import { Copy } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { WebhookEndpoint } from '../../../shared/domain';
import { Modal } from '../../components/modal';
import { primaryButton, secondaryButton } from '../../components/styles';
import { useRotateSecret } from './api';

/**
 * An endpoint's signing secret: created or rotated here and shown once. While the previous
 * secret still works (a day), the sender can switch without losing deliveries.
 */
export function SecretDialog({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
}) {
  const [secret, setSecret] = useState<string>();
  const rotate = useRotateSecret();
  const secretFor = endpoint ? { endpoint, secret } : null;
  const create = (id: string) =>
    rotate.mutate(id, {
      onSuccess: (r) => setSecret(r.secret),
      onError: (e) =>
        toast.error('Error', { description: `Failed to create a signing secret: ${e.message}` }),
    });
  const setSecretFor = (value: null) => {
    setSecret(undefined);
    if (value === null) onClose();
  };
  return (
    <Modal
      open={secretFor !== null}
      onOpenChange={(o) => !o && setSecretFor(null)}
      title="Signing secret"
      description="With a secret, every delivery must carry a Standard Webhooks signature (webhook-id, webhook-timestamp, webhook-signature)."
    >
      {secretFor?.secret ? (
        <div className="space-y-3 text-sm">
          <p className="font-medium text-amber-900">Copy it now: it is shown only this once.</p>
          <code className="block break-all rounded bg-slate-100 p-3 text-xs">{secretFor.secret}</code>
          <button
            type="button"
            className={secondaryButton}
            onClick={() =>
              void navigator.clipboard.writeText(secretFor.secret!).then(() => toast.success('Copied'))
            }
          >
            <Copy aria-hidden="true" size={16} /> Copy secret
          </button>
        </div>
      ) : (
        <div className="space-y-4 text-sm text-slate-700">
          <p>
            {secretFor?.endpoint.signed
              ? 'This endpoint already has a secret. A new one replaces it; the current one keeps working for 24 hours so the sender can switch.'
              : 'This endpoint accepts unsigned deliveries. Create a secret to require signatures.'}
          </p>
          <button
            type="button"
            className={primaryButton}
            disabled={rotate.isPending}
            onClick={() => secretFor && create(secretFor.endpoint.id)}
          >
            {secretFor?.endpoint.signed ? 'Rotate secret' : 'Create secret'}
          </button>
        </div>
      )}
    </Modal>
  );
}
