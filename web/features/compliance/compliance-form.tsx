import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  complianceProfileSchema,
  type ComplianceProfile,
  DEFAULT_REMINDER_DAYS,
  obligationLabels,
  obligations,
  reminderDayChoices,
  type Obligation,
} from '../../../shared/compliance/obligations';
import type { DashboardUser } from '../../../shared/domain';
import type { ComplianceProfileInput } from '../../../shared/compliance/obligations';
import { SelectField, TextField } from '../../components/field';
import { FormPanel, FormProblem, SubmitButton } from '../../components/form';
import { formatDateTime } from '../../lib/dates';
import { useForm } from '../../lib/form-errors';

const errorToast = 'compliance-error';

/** Saving: the client's own mutation, or the firm's for one client; both answer the profile. */
export interface ComplianceSave {
  mutate(
    data: ComplianceProfileInput,
    callbacks: { onSuccess: (answer: { profile: DashboardUser }) => void; onError: (error: Error) => void },
  ): void;
  isPending: boolean;
}

/**
 * What a client files and pays, its GSTIN, and how many days before a due date it wants a
 * reminder. The overview's 'due soon' panel and the reminder e-mails follow these choices. The
 * client edits its own on its profile; the firm edits a client's from the client list.
 */
export function ComplianceForm({
  saved,
  save,
  onSaved,
  heading = true,
}: {
  saved: ComplianceProfile | undefined;
  save: ComplianceSave;
  onSaved?: (profile: DashboardUser) => void | Promise<void>;
  /** The form's own heading (off inside a dialog, whose title names it). */
  heading?: boolean;
}) {
  const [chosen, setChosen] = useState<Obligation[]>(saved?.obligations ?? []);
  const [gstin, setGstin] = useState(saved?.gstin ?? '');
  const [days, setDays] = useState(String(saved?.reminderDays ?? DEFAULT_REMINDER_DAYS));
  const form = useForm(errorToast);
  const groupId = useId();

  const submit = form.onSubmit(() => {
    const data = form.check(
      complianceProfileSchema.safeParse({ obligations: chosen, gstin, reminderDays: Number(days) }),
    );
    if (!data) return;
    save.mutate(data, {
      onSuccess: async ({ profile }) => {
        setGstin(profile.compliance?.gstin ?? '');
        toast.dismiss(errorToast);
        toast.success('Obligations and reminders saved');
        await onSaved?.(profile);
      },
      onError: (error) =>
        form.refused(error, (e) =>
          toast.error('Obligations not saved', { id: errorToast, description: e.message }),
        ),
    });
  });

  return (
    <FormPanel formRef={form.formRef} onSubmit={submit} label="Obligations and reminders">
      {heading && <h2 className="text-lg font-semibold text-brand-900">Obligations and reminders</h2>}
      <fieldset aria-describedby={`${groupId}-hint`}>
        <legend className="text-sm font-medium text-slate-800">What you file or pay</legend>
        <p id={`${groupId}-hint`} className="mt-1 text-xs text-slate-600">
          The portal shows the due dates these bring, with a reminder before each.
        </p>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {obligations.map((o) => (
            <label key={o} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300"
                checked={chosen.includes(o)}
                onChange={(e) => setChosen(e.target.checked ? [...chosen, o] : chosen.filter((c) => c !== o))}
              />
              {obligationLabels[o]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        id="cf-gstin"
        label="GSTIN (optional)"
        description="Its state decides the quarterly GSTR-3B date (the 22nd or the 24th)."
        value={gstin}
        autoComplete="off"
        error={form.errors.gstin}
        onChange={(e) => setGstin(e.target.value)}
      />
      <SelectField
        id="cf-days"
        label="Remind me"
        value={days}
        error={form.errors.reminderDays}
        onChange={(e) => setDays(e.target.value)}
      >
        {reminderDayChoices.map((n) => (
          <option key={n} value={n}>
            {n === 0 ? 'Never (no reminder e-mails)' : `${n} day${n === 1 ? '' : 's'} before a due date`}
          </option>
        ))}
      </SelectField>
      <FormProblem message={form.problem} />
      <SubmitButton busy={save.isPending} busyLabel="Saving..." label="Save obligations" />
      {saved?.updatedAt && (
        <p className="text-xs text-slate-600">
          Last saved {formatDateTime(saved.updatedAt)} by {saved.updatedBy}.
        </p>
      )}
    </FormPanel>
  );
}
