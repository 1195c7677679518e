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
