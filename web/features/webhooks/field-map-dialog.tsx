import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  customFieldLabels,
  customFields,
  readFieldMap,
  type FieldMap,
  type WebhookEndpointView,
} from '../../../shared/lead-platforms';
import { fieldMapSchema } from '../../../shared/webhooks';
import { TextField } from '../../components/field';
import { Modal } from '../../components/modal';
import { DialogActions } from '../../components/form';
import { formatDateTime } from '../../lib/dates';
import { issuesByField, serverFieldErrors, useFieldErrors, type FieldErrors } from '../../lib/form-errors';
import { useDeliveries, useSaveFieldMap } from './api';

/** The server names a map's path as `fieldMap.<field>`: the problem belongs to that field's input. */
const mapProblems = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.replace(/^fieldMap\./, ''), v]));

const parsed = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return Object.fromEntries(new URLSearchParams(body));
  }
};

/**
 * A custom endpoint's field map: a dotted path per lead field, previewed against the last payload
 * the endpoint received. Unmapped fields are looked for under their common names.
 */
export function FieldMapDialog({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpointView;
  onClose: () => void;
}) {
  const [map, setMap] = useState<FieldMap>(endpoint.fieldMap ?? {});
  const { data } = useDeliveries(endpoint.id);
  const save = useSaveFieldMap(endpoint.id);
  const { errors, setErrors, formRef, clear } = useFieldErrors();
  const last = data?.lastPayload;
  const preview = last ? readFieldMap(parsed(last.body), map) : {};
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = fieldMapSchema.safeParse(map);
    if (!checked.success) {
      // Each path's problem at its input (focused), the first in the toast too.
      setErrors(issuesByField(checked.error.issues));
      toast.error('Error', { description: checked.error.issues[0]?.message });
      return;
    }
    clear();
    save.mutate(checked.data, {
      onSuccess: () => {
        toast.success('Field map saved');
        onClose();
      },
      onError: (error) => {
        setErrors(mapProblems(serverFieldErrors(error)));
        toast.error('Error', { description: `Failed to save the field map: ${error.message}` });
      },
    });
  };
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={`Map fields: ${endpoint.name}`} wide>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-3 text-sm">
        <p className="text-slate-700">
          {last
            ? `Previewed against the last payload, received ${formatDateTime(last.at)}.`
            : 'No payload received yet: post one to the URL to preview the map.'}
        </p>
        {last && <pre className="max-h-40 overflow-auto rounded bg-slate-100 p-2 text-xs">{last.body}</pre>}
        <div className="grid gap-3 sm:grid-cols-2">
          {customFields.map((field) => (
            <TextField
              key={field}
              id={`map-${field}`}
              label={customFieldLabels[field]}
              value={map[field] ?? ''}
              placeholder="e.g. contact.details.mobile"
              description={last ? `Reads: ${preview[field] ?? '(nothing)'}` : undefined}
              error={errors[field]}
              onChange={(e) => setMap({ ...map, [field]: e.target.value })}
            />
          ))}
        </div>
        <DialogActions onCancel={onClose} busy={save.isPending} label="Save" busyLabel="Saving..." />
      </form>
    </Modal>
  );
}
