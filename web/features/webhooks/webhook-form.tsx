import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  sourceTypeLabels,
  sourceTypes,
  type SourceType,
  type WebhookEndpointView,
} from '../../../shared/lead-platforms';
import { webhookCreateSchema, webhookUpdateSchema } from '../../../shared/webhooks';
import { PasswordField, SelectField, TextField } from '../../components/field';
import { Modal } from '../../components/modal';
import { DialogActions } from '../../components/form';
import { issuesByField, serverFieldErrors, useFieldErrors } from '../../lib/form-errors';
import { useSaveWebhook } from './api';

/**
 * The create and edit dialog: a name is required; a new endpoint is active unless unticked. The
 * source type is chosen once, at creation; a Meta endpoint also needs its app's secret.
 */
export function WebhookForm({
  open,
  endpoint,
  onClose,
}: {
  open: boolean;
  endpoint: WebhookEndpointView | null;
  onClose: () => void;
}) {
  const [name, setName] = useState(endpoint?.name ?? '');
  const [active, setActive] = useState(endpoint?.active ?? true);
  const [sourceType, setSourceType] = useState<SourceType>('generic');
  const [appSecret, setAppSecret] = useState('');
  const save = useSaveWebhook(endpoint?.id);
  const { errors, setErrors, formRef, clear } = useFieldErrors();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = endpoint
      ? webhookUpdateSchema.safeParse({ name, active })
      : webhookCreateSchema.safeParse({
          name,
          active,
          sourceType,
          appSecret: sourceType === 'meta' ? appSecret : undefined,
        });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues));
      toast.error('Error', { id: 'webhook-error', description: parsed.error.issues[0]?.message });
      return;
    }
    clear();
    save.mutate(
      { name, ...parsed.data },
      {
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
      },
    );
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
        {!endpoint && (
          <SelectField
            id="webhook-source-type"
            label="Source type"
            description="Decides what the endpoint reads and how it checks the sender. It cannot be changed later."
            value={sourceType}
            onChange={(e) => setSourceType(e.target.value as SourceType)}
          >
            {sourceTypes.map((t) => (
              <option key={t} value={t}>
                {sourceTypeLabels[t]}
              </option>
            ))}
          </SelectField>
        )}
        {!endpoint && sourceType === 'meta' && (
          <PasswordField
            id="webhook-app-secret"
            label="Meta app secret"
            description="From your Meta app: App settings, Basic, App secret. Meta signs every delivery with it."
            value={appSecret}
            maxLength={200}
            error={errors.appSecret}
            onChange={(e) => setAppSecret(e.target.value)}
            autoComplete="off"
          />
        )}
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={active}
            onChange={(e) => setActive(e.target.checked)}
            className="h-4 w-4"
          />
          Active (accepts leads)
        </label>
        <DialogActions
          onCancel={onClose}
          busy={save.isPending}
          label={endpoint ? 'Save' : 'Create'}
          busyLabel="Saving..."
        />
      </form>
    </Modal>
  );
}
