import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { categories } from '../../../shared/catalogue';
import { newRequestSchema } from '../../../shared/portal';
import { SelectField, TextareaField, TextField } from '../../components/field';
import { FormPanel, FormProblem, SubmitButton } from '../../components/form';
import { fieldBinder } from '../../components/field-binder';
import { useForm } from '../../lib/form-errors';
import { useCreateRequest, useOpenClientRequest } from './api';

/**
 * Filing a request: a service from the catalogue, what is needed and, optionally, the GSTIN and
 * PAN it concerns, checked here with the server's own schema (the tax ids offline, as the GSTIN
 * validator does). The id is chosen once per form, so a retried submit files one request. With
 * `forClient`, staff open the request for that client (who is told), prefilled with `service`.
 */
export function NewRequestForm({
  requestsBase,
  forClient,
  service = '',
}: {
  requestsBase: string;
  forClient?: { sub: string; name: string };
  service?: string;
}) {
  const navigate = useNavigate();
  const [id] = useState(() => crypto.randomUUID());
  const [values, setValues] = useState({ service, description: '', gstin: '', pan: '' });
  const form = useForm();
  const field = fieldBinder(values, setValues, form.errors);
  const own = useCreateRequest();
  const opened = useOpenClientRequest(forClient?.sub ?? '');
  const file = forClient ? opened : own;
  const submit = form.onSubmit(() => {
    const data = form.check(newRequestSchema.safeParse({ id, ...values }));
    if (!data) return;
    file.mutate(data, {
      onSuccess: async ({ request }) => {
        if (forClient)
          toast.success(`Request opened for ${forClient.name}`, {
            description: 'They have been told in the portal and by e-mail.',
          });
        else toast.success('Request filed', { description: 'The firm has been told and will reply here.' });
        await navigate(`${requestsBase}/${request.id}`);
      },
      onError: (error) => form.refused(error),
    });
  });
  return (
    <FormPanel formRef={form.formRef} onSubmit={submit} className="max-w-2xl">
      <SelectField id="nr-service" label="Service" {...field('service')}>
        <option value="">Choose a service</option>
        {categories.map((c) => (
          <optgroup key={c.id} label={c.title}>
            {c.services.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.name}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      <TextareaField
        id="nr-description"
        label={forClient ? 'What is to be done?' : 'What do you need?'}
        description="At least 10 characters: deadlines, entity type, anything we should know."
        rows={6}
        {...field('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {(['gstin', 'pan'] as const).map((key) => (
          <TextField
            key={key}
            id={`nr-${key}`}
            label={`${key.toUpperCase()} (optional)`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...field(key)}
          />
        ))}
      </div>
      <FormProblem message={form.problem} />
      <SubmitButton
        busy={file.isPending}
        busyLabel={forClient ? 'Opening...' : 'Submitting...'}
        label={forClient ? 'Open request' : 'Submit request'}
      />
    </FormPanel>
  );
}
