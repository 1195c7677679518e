import { useState } from 'react';
import { toast } from 'sonner';
import { checklistSchema, type ChecklistInput } from '../../../shared/document-schemas';
import type { ServiceRequest } from '../../../shared/portal';
import { TextareaField, TextField } from '../../components/field';
import { FormProblem, SubmitButton } from '../../components/form';
import { fieldBinder } from '../../components/field-binder';
import { Modal } from '../../components/modal';
import { secondaryButton } from '../../components/styles';
import { useFieldErrors, type FieldErrors } from '../../lib/form-errors';
import { ApiError } from '../../lib/api';
import { servicePageContent } from '../../../shared/service-content';
import { useAddChecklistItems } from './api';

const empty = { lines: '', note: '', dueDate: '' };

/**
 * Problems by the dialog's inputs: an item's title is a line of the list (named by its number as
 * typed), its note and due date are the shared inputs.
 */
function problemsOf(fields: Readonly<Record<string, string>>, lineNumbers: number[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const [first, index, leaf] = path.split('.');
    if (leaf === 'note' || first === 'note') errors.note ??= message;
    else if (leaf === 'dueDate' || first === 'dueDate') errors.dueDate ??= message;
    else if (first === 'items' && index !== undefined) {
      errors.lines ??= `Line ${lineNumbers[Number(index)] ?? Number(index) + 1}: ${message}`;
    } else errors.lines ??= message;
  }
  return errors;
}

/**
 * The firm asks the client for documents, one per line (each a checklist item the client uploads
 * a file for), with an optional note and due date for all of them. The service's usual list can
 * be filled in, to be read and trimmed first. The items wait for the firm's notice to the client.
 */
export function RequestDocumentsDialog({
  request,
  open,
  onOpenChange,
}: {
  request: ServiceRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [values, setValues] = useState(empty);
  const { errors, setErrors, formRef } = useFieldErrors();
  const [problem, setProblem] = useState('');
  const add = useAddChecklistItems(request.id);
  const field = fieldBinder(values, setValues, errors);
  const openChange = (o: boolean) => {
    if (!o) {
      setErrors({});
      setProblem('');
    }
    onOpenChange(o);
  };
  const send = (body: ChecklistInput, lineNumbers: number[]) =>
    add.mutate(body, {
      onSuccess: ({ items }) => {
        toast.success(items.length === 1 ? '1 document added' : `${items.length} documents added`, {
          description: 'Not sent yet: check the list, then press Notify client to send one e-mail.',
        });

        setValues(empty);
        openChange(false);
      },
      onError: (error) => {
        const named = error instanceof ApiError ? problemsOf(error.fields, lineNumbers) : {};
        setErrors(named);
        if (Object.keys(named).length === 0) setProblem(error.message);
      },
    });
  const submit = (e: { preventDefault: () => void }) => {
    e.preventDefault();
    setProblem('');
    const rows = values.lines
      .split('\n')
      .map((title, i) => ({ title: title.trim(), line: i + 1 }))
      .filter((r) => r.title);
    if (rows.length === 0) {
      setErrors({ lines: 'Write at least one document, one per line' });
      return;
    }
    const note = values.note.trim();
    // The note and due date once, for every item: forty lines with a long note stay a small body.
    const body: ChecklistInput = {
      items: rows.map((r) => ({ title: r.title })),
      ...(note ? { note } : {}),
      ...(values.dueDate ? { dueDate: values.dueDate } : {}),
    };
    const lineNumbers = rows.map((r) => r.line);
    const checked = checklistSchema.safeParse(body);
    if (!checked.success) {
      const fields: Record<string, string> = {};
      for (const issue of checked.error.issues) fields[issue.path.map(String).join('.')] ??= issue.message;
      setErrors(problemsOf(fields, lineNumbers));
      return;
    }
    setErrors({});
    send(body, lineNumbers);
  };
  // The service's usual list goes into the box, to be read and trimmed before anything is added.
  const usual = () => {
    setProblem('');
    setErrors({});
    const titles = servicePageContent(request.serviceTitle, request.service).documentsRequired;
    const typed = values.lines.trim();
    setValues({ ...values, lines: [typed, ...titles].filter(Boolean).join('\n') });
  };

  return (
    <Modal
      open={open}
      onOpenChange={openChange}
      title="Request documents"
      description="Each line becomes an item of the checklist: the client uploads a file for it, you accept or reject it. Nothing reaches the client until you press Notify client."
    >
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
        <TextareaField
          id="checklist-lines"
          label="Documents, one per line"
          description="For example: PAN card, Bank statement April–September."
          rows={5}
          {...field('lines')}
        />
        <TextareaField
          id="checklist-note"
          label="Note for the client (optional)"
          description="Shown with each of these items."
          rows={2}
          {...field('note')}
        />
        <TextField id="checklist-due" type="date" label="Due date (optional)" {...field('dueDate')} />
        <FormProblem message={problem} />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton busy={add.isPending} busyLabel="Adding…" label="Add to checklist" />
          <button type="button" className={secondaryButton} disabled={add.isPending} onClick={usual}>
            Fill in the usual list for this service
          </button>
        </div>
      </form>
    </Modal>
  );
}
