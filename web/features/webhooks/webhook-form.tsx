import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { WebhookEndpoint } from '../../../shared/domain';
import { webhookCreateSchema } from '../../../shared/webhooks';
import { TextField } from '../../components/field';
import { Modal } from '../../components/modal';
import { primaryButton, secondaryButton } from '../../components/styles';
import { issuesByField, serverFieldErrors, useFieldErrors } from '../../lib/form-errors';
import { useSaveWebhook } from './api';

/** The create and edit dialog: a name is required; a new endpoint is active unless unticked. */
export function WebhookForm({
  open,
  endpoint,
  onClose,
}: {
  open: boolean;
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
}) {
  const [name, setName] = useState(endpoint?.name ?? '');
  const [active, setActive] = useState(endpoint?.active ?? true);
  const save = useSaveWebhook(endpoint?.id);
  const { errors, setErrors, formRef, clear } = useFieldErrors();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = webhookCreateSchema.safeParse({ name, active });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues));
      toast.error('Error', { id: 'webhook-error', description: parsed.error.issues[0]?.message });
      return;
    }
    clear();
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast.dismiss('webhook-error');
        toast.success(endpoint ? 'Webhook updated successfully' : 'Webhook created successfully');
        onClose();
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        toast.error('Error', {
          id: 'webhook-error',
          description: `${endpoint ? 'Failed to update webhook' : 'Failed to create webhook'}: ${error.message}`,
        });
      },
    });
  };
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={endpoint ? 'Edit webhook' : 'Create webhook'}
      description={endpoint ? undefined : 'The endpoint URL is made for you and cannot be guessed.'}
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          id="webhook-name"
          label="Name"
          value={name}
          maxLength={100}
          error={errors.name}
          onChange={(e) => setName(e.target.value)}
          placeholder="e.g. Facebook Lead Ads"
        />
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={active}
            onChange={(e) => setActive(e.target.checked)}
            className="h-4 w-4"
          />
          Active (accepts leads)
        </label>
        <div className="flex justify-end gap-2">
          <button type="button" className={secondaryButton} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={primaryButton} disabled={save.isPending}>
            {save.isPending ? 'Saving...' : endpoint ? 'Save' : 'Create'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
