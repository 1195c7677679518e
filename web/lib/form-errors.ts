import { useEffect, useRef, useState } from 'react';
import { ApiError } from './api-core';

/** Problems with a form's inputs, by the input's name in the request body. */
export type FieldErrors = Partial<Record<string, string>>;

/** The first problem of each input, from a schema's issues (the browser's own check). */
export function issuesByField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path.map(String).join('.') || '(body)'] ??= issue.message;
  return errors;
}

/** The problems the server named, by input; none when the failure was not about the input. */
export const serverFieldErrors = (error: unknown): FieldErrors =>
  error instanceof ApiError ? error.fields : {};

/**
 * A form's field errors. When a submit finds problems, focus moves to the first invalid input,
 * so a keyboard or screen-reader user lands on it and hears its message (its error is part of
 * its description).
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return { errors, setErrors, formRef, clear: () => setErrors({}) };
}

/**
 * A dashboard form's failure handling in one place. `onSubmit(run)` makes the submit handler
 * (no page reload; the last problem cleared). `check(result)` takes a schema's safeParse: the
 * data when valid, else each problem shown at its field (and undefined). `refused(error, other)`
 * after the server refused: problems it names show at their fields and clear the form's toast;
 * anything else goes to `other` (a toast, or `problem`, the form's own line).
 */
export function useForm(toastId?: string) {
  const fieldErrors = useFieldErrors();
  const [problem, setProblem] = useState('');
  const onSubmit = (run: () => void) => (e: { preventDefault: () => void }) => {
    e.preventDefault();
    setProblem('');
    run();
  };
  function check<T>(
    result:
      { success: true; data: T } | { success: false; error: { issues: Parameters<typeof issuesByField>[0] } },
  ): T | undefined {
    if (result.success) {
      fieldErrors.clear();
      return result.data;
    }
    fieldErrors.setErrors(issuesByField(result.error.issues));
    return undefined;
  }
  const refused = (error: Error, other: (error: Error) => void = (e) => setProblem(e.message)) => {
    const named = serverFieldErrors(error);
    fieldErrors.setErrors(named);
    if (Object.keys(named).length === 0) other(error);
    else if (toastId) void import('sonner').then(({ toast }) => toast.dismiss(toastId));
  };
  return { ...fieldErrors, problem, setProblem, onSubmit, check, refused };
}
