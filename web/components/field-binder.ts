import type { ChangeEvent } from 'react';

// Kept apart from form.tsx, which the public inquiry form loads: only the dashboards use this.
type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Binds inputs to a form's values held as one object: `field('note')` gives the input its value,
 * its problem (from `errors`) and a change handler that sets that key.
 */
export function fieldBinder<K extends string>(
  values: Record<K, string>,
  setValues: (values: Record<K, string>) => void,
  errors: Partial<Record<string, string>>,
) {
  return (key: K) => ({
    value: values[key],
    error: errors[key],
    onChange: (e: ChangeEvent<FieldElement>) => setValues({ ...values, [key]: e.target.value }),
  });
}
