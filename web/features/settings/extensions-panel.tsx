import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import {
  extensionInputSchema,
  recentDueDates,
  type RecordedExtension,
} from '../../../shared/compliance/extensions';
import { SelectField, TextField } from '../../components/field';
import { FormPanel, FormProblem, SubmitButton } from '../../components/form';
import { fieldBinder } from '../../components/field-binder';
import { ConfirmDialog } from '../../components/modal';
import { secondaryButton } from '../../components/styles';
import { DataTable, TableMessage } from '../../components/table';
import { formatDate, formatDateTime } from '../../lib/dates';
import { useForm } from '../../lib/form-errors';
import { useCalendarExtensions, useRecordExtension, useRemoveExtension } from './api';

const errorToast = 'extension-error';
const keyOf = (d: { ruleId: string; period: string }) => `${d.ruleId}|${d.period}`;

/**
 * Due dates the government has extended. An admin picks the due date, enters the new day and the
 * notification or order, and the public compliance calendar and its feeds show the new date at
 * once, with the statutory one and the reference beside it.
 */
export function ExtensionsPanel() {
  const extensions = useCalendarExtensions();
  const record = useRecordExtension();
  const remove = useRemoveExtension();
  const dueDates = useMemo(() => recentDueDates(), []);
  const titleOf = useMemo(() => new Map(dueDates.map((d) => [keyOf(d), d])), [dueDates]);
  const [values, setValues] = useState({ dueDate: '', newDate: '', reference: '' });
  const [target, setTarget] = useState<RecordedExtension | null>(null);
  const form = useForm(errorToast);
  const field = fieldBinder(values, setValues, form.errors);

  const submit = form.onSubmit(() => {
    const chosen = titleOf.get(values.dueDate);
    const data = form.check(
      extensionInputSchema.safeParse({
        ruleId: chosen?.ruleId ?? '',
        period: chosen?.period ?? '',
        newDate: values.newDate,
        reference: values.reference,
      }),
    );
    if (!data) return;
    record.mutate(data, {
      onSuccess: () => {
        toast.dismiss(errorToast);
        toast.success(`Extension recorded: ${chosen!.title} now due ${formatDate(data.newDate)}`);
        setValues({ dueDate: '', newDate: '', reference: '' });
      },
      onError: (error) =>
        form.refused(error, (e) =>
          toast.error('Extension not recorded', { id: errorToast, description: e.message }),
        ),
    });
  });
  // The schema names ruleId and period; both are the one "Due date" choice here.
  const dueDateError = form.errors.ruleId ?? form.errors.period;

  return (
    <section aria-labelledby="extensions-heading" className="space-y-3">
      <h2 id="extensions-heading" className="text-lg font-semibold text-brand-900">
        Due-date extensions
      </h2>
      <p className="max-w-3xl text-sm text-slate-700">
        When the CBIC, CBDT or MCA extends a due date, record it here with its notification. The public
        compliance calendar and its subscription feeds show the new date at once, with the statutory date
        beside it.
      </p>
      <DataTable columns={['Due date', 'Statutory', 'Extended to', 'Notification', { srOnly: 'Actions' }]}>
        {extensions.isPending && <TableMessage columns={5}>Loading extensions…</TableMessage>}
        {extensions.error && (
          <TableMessage columns={5}>Could not load extensions: {extensions.error.message}</TableMessage>
        )}
        {extensions.data?.length === 0 && <TableMessage columns={5}>No extension is recorded.</TableMessage>}
        {extensions.data?.map((e) => {
          const due = titleOf.get(keyOf(e));
          return (
            <tr key={keyOf(e)}>
              <td className="px-4 py-3 font-medium text-slate-900">
                {due?.title ?? `${e.ruleId} for ${e.period}`}
              </td>
              <td className="px-4 py-3">{due ? formatDate(due.date) : '—'}</td>
              <td className="px-4 py-3">{formatDate(e.newDate)}</td>
              <td className="px-4 py-3 text-slate-700">
                {e.reference}
                <div className="text-xs text-slate-600">Recorded {formatDateTime(e.recordedAt)}</div>
              </td>
              <td className="px-4 py-3 text-right">
                <button type="button" className={secondaryButton} onClick={() => setTarget(e)}>
                  Remove<span className="sr-only"> the extension of {due?.title ?? e.ruleId}</span>
                </button>
              </td>
            </tr>
          );
        })}
      </DataTable>
      <FormPanel formRef={form.formRef} onSubmit={submit} label="Record an extension">
        <SelectField id="ext-due" label="Due date" {...field('dueDate')} error={dueDateError}>
          <option value="">Choose the due date that was extended</option>
          {dueDates.map((d) => (
            <option key={keyOf(d)} value={keyOf(d)}>
              {d.title}: {formatDate(d.date)}
            </option>
          ))}
        </SelectField>
        <TextField id="ext-date" label="New due date" type="date" {...field('newDate')} />
        <TextField
          id="ext-reference"
          label="Notification or order"
          description="For example: Notification No. 12/2026-Central Tax, or CBDT Circular No. 9/2026."
          {...field('reference')}
        />
        <FormProblem message={form.problem} />
        <SubmitButton busy={record.isPending} busyLabel="Recording..." label="Record extension" />
      </FormPanel>
      <ConfirmDialog
        open={target !== null}
        onCancel={() => setTarget(null)}
        title="Remove this extension?"
        description="The calendar and its feeds go back to the statutory date."
        action="Remove extension"
        busy={remove.isPending}
        danger
        onConfirm={() =>
          target &&
          remove.mutate(target, {
            onSuccess: () => {
              toast.success('Extension removed');
              setTarget(null);
            },
            onError: (error) => toast.error('Extension not removed', { description: error.message }),
          })
        }
      />
    </section>
  );
}
