import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { categories } from '../../../shared/catalogue';
import { newRequestSchema } from '../../../shared/portal';
import { SelectField, TextareaField } from '../../components/field';
import { panel, primaryButton } from '../../components/styles';
import { issuesByField, serverFieldErrors, useFieldErrors } from '../../lib/form-errors';
import { useCreateRequest } from './api';

/**
 * Filing a request: a service from the catalogue and what is needed, checked here with the
 * server's own schema. The id is chosen once per form, so a retried submit files one request.
 */
export function NewRequestForm({ requestsBase }: { requestsBase: string }) {
  const navigate = useNavigate();
  const [id] = useState(() => crypto.randomUUID());
  const [service, setService] = useState('');
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState('');
  const { errors, setErrors, formRef, clear } = useFieldErrors();
  const file = useCreateRequest();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem('');
    const parsed = newRequestSchema.safeParse({ id, service, description });
    if (!parsed.success) return setErrors(issuesByField(parsed.error.issues));
    clear();
    file.mutate(parsed.data, {
      onSuccess: async ({ request }) => {
        toast.success('Request filed', { description: 'The firm has been told and will reply here.' });
        await navigate(`${requestsBase}/${request.id}`);
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (Object.keys(fields).length) setErrors(fields);
        else setProblem(error.message);
      },
    });
  };
  return (
    <form ref={formRef} onSubmit={submit} noValidate className={`${panel} max-w-2xl space-y-4`}>
      <SelectField
        id="nr-service"
        label="Service"
        value={service}
        error={errors.service}
        onChange={(e) => setService(e.target.value)}
      >
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
        label="What do you need?"
        description="At least 10 characters: deadlines, entity type, anything we should know."
        rows={6}
        value={description}
        error={errors.description}
        onChange={(e) => setDescription(e.target.value)}
      />
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <button type="submit" disabled={file.isPending} className={primaryButton}>
        {file.isPending ? 'Submitting...' : 'Submit request'}
      </button>
    </form>
  );
}
