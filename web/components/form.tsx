import type { FormEvent, InputHTMLAttributes, ReactNode, RefObject } from 'react';
import { TextField } from './field';
import { panel, primaryButton, secondaryButton } from './styles';

/** One text-like input of a form described as data: its key in the form's values, and its label. */
export interface FieldSpec<K extends string> extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange'
> {
  key: K;
  label: string;
  /** Shown under the input and read with it. */
  hint?: string;
}

/** A form's text inputs from their specs, each showing its own problem. */
export function TextFields<K extends string>({
  fields,
  values,
  errors,
  onChange,
  idPrefix,
}: {
  fields: readonly FieldSpec<K>[];
  values: Record<K, string>;
  errors: Partial<Record<string, string>>;
  onChange: (values: Record<K, string>) => void;
  idPrefix: string;
}) {
  return fields.map(({ key, hint, ...input }) => (
    <TextField
      key={key}
      id={`${idPrefix}-${key}`}
      {...input}
      description={hint}
      value={values[key]}
      error={errors[key]}
      onChange={(e) => onChange({ ...values, [key]: e.target.value })}
    />
  ));
}

/** A failure that no single field can show, announced when it appears. */
export function FormProblem({ message }: { message: string }) {
  return message ? (
    <p role="alert" className="text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

/** The submit button, saying what it is doing while the form is sent. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className = '',
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <button type="submit" disabled={busy} className={`${primaryButton} ${className}`}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** A dialog form's buttons: Cancel closes it, the submit button says what it is doing. */
export function DialogActions({
  onCancel,
  ...submit
}: {
  onCancel: () => void;
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <div className="flex justify-end gap-2">
      <button type="button" className={secondaryButton} onClick={onCancel}>
        Cancel
      </button>
      <SubmitButton {...submit} />
    </div>
  );
}

/** A dashboard form in its white card; the browser's own validation bubbles are off. */
export function FormPanel({
  formRef,
  onSubmit,
  label,
  className = 'max-w-xl',
  children,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (e: FormEvent) => void;
  /** The form's accessible name, when no heading names it. */
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
      className={`${panel} space-y-4 ${className}`}
    >
      {children}
    </form>
  );
}
