import { useState } from 'react';
import { toast } from 'sonner';
import { type ChecklistItem, type DocumentFile } from '../../../shared/documents';
import { reviewSchema } from '../../../shared/document-schemas';
import { TextareaField } from '../../components/field';
import { FormProblem, SubmitButton } from '../../components/form';
import { Modal } from '../../components/modal';
import { useForm } from '../../lib/form-errors';
import { useReviewDocument } from './api';

/** The firm rejects a client's upload, saying why: the client reads the reason and uploads again. */
export function RejectDialog({
  requestId,
  item,
  file,
  open,
  onOpenChange,
}: {
  requestId: string;
  item: ChecklistItem;
  file: DocumentFile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [reason, setReason] = useState('');
  const form = useForm();
  const review = useReviewDocument(requestId);
  const openChange = (o: boolean) => {
    if (!o) {
      form.clear();
      form.setProblem('');
    }
    onOpenChange(o);
  };
  const submit = form.onSubmit(() => {
    const data = form.check(reviewSchema.safeParse({ decision: 'rejected', reason }));
    if (!data) return;
    review.mutate(
      { fileId: file.id, ...data },
      {
        onSuccess: () => {
          toast.success(`Rejected: ${item.title}`, {
            description: 'The client sees the reason and can upload again.',
          });
          setReason('');
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
      title={`Reject ${file.fileName}?`}
      description={`The client sees the reason under “${item.title}” and can upload another file.`}
    >
      <form ref={form.formRef} onSubmit={submit} noValidate className="space-y-4">
        <TextareaField
          id={`reject-${file.id}`}
          label="Reason"
          description="For example: the statement stops in July; send April to September."
          rows={3}
          value={reason}
          error={form.errors.reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <FormProblem message={form.problem} />
        <SubmitButton busy={review.isPending} busyLabel="Rejecting…" label="Reject file" />
      </form>
    </Modal>
  );
}
