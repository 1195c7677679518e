import { useState } from 'react';
import { toast } from 'sonner';
import type { ChecklistItem } from '../../../shared/documents';
import { checklistItemSchema } from '../../../shared/document-schemas';
import { TextareaField, TextField } from '../../components/field';
import { fieldBinder } from '../../components/field-binder';
import { FormProblem, SubmitButton } from '../../components/form';
import { Modal } from '../../components/modal';
import { useForm } from '../../lib/form-errors';
import { useUpdateChecklistItem } from './api';

const valuesOf = (item: ChecklistItem) => ({
  title: item.title,
  note: item.note ?? '',
  dueDate: item.dueDate ?? '',
});

/**
 * The firm corrects a requested document (its wording, note or due date) while the client has not
 * acted on it. The client is told with the checklist's next notice.
 */
export function ItemEditDialog({
  requestId,
  item,
  open,
  onOpenChange,
}: {
  requestId: string;
  item: ChecklistItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [values, setValues] = useState(() => valuesOf(item));
  const form = useForm();
  const update = useUpdateChecklistItem(requestId);
  const field = fieldBinder(values, setValues, form.errors);
  const openChange = (o: boolean) => {
    form.clear();
    form.setProblem('');
    if (o) setValues(valuesOf(item));
    onOpenChange(o);
  };
  const submit = form.onSubmit(() => {
    // An emptied note or date is cleared (null), not left as it was.
    const data = form.check(
      checklistItemSchema.safeParse({
        title: values.title,
        note: values.note.trim() ? values.note : null,
        dueDate: values.dueDate || null,
      }),
    );
    if (!data) return;
    update.mutate(
      { itemId: item.id, ...data },
      {
        onSuccess: () => {
          toast.success(`Changed: ${data.title}`, {
            description: item.notice === 'new' ? undefined : 'The client is told when you notify them.',
          });
          openChange(false);
        },
        onError: (error) => form.refused(error),
      },
    );
  });
  return (
    <Modal
      open={open}
      onOpenChange={openChange}
      title={`Change “${item.title}”`}
      description="You can change a requested document until the client starts an upload for it."
    >
      <form ref={form.formRef} onSubmit={submit} noValidate className="space-y-4">
        <TextField id={`edit-title-${item.id}`} label="Document" {...field('title')} />
        <TextareaField
          id={`edit-note-${item.id}`}
          label="Note for the client (optional)"
          rows={2}
          {...field('note')}
        />
        <TextField id={`edit-due-${item.id}`} type="date" label="Due date (optional)" {...field('dueDate')} />
        <FormProblem message={form.problem} />
        <SubmitButton busy={update.isPending} busyLabel="Saving…" label="Save changes" />
      </form>
    </Modal>
  );
}
