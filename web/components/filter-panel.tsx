import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { SelectField, TextField } from './field';
import { panel, primaryButton, secondaryButton } from './styles';

/** A filter field's binding: the panel's values, and how a change is applied to them. */
interface Bound<K extends string> {
  name: K;
  values: Record<K, string>;
  onChange: (changes: Partial<Record<K, string>>) => void;
}

/** The value and change handler that bind a field to one filter. */
const bind = <K extends string>({ name, values, onChange }: Bound<K>) => ({
  value: values[name],
  onChange: (e: { target: { value: string } }) =>
    onChange({ [name]: e.target.value } as Partial<Record<K, string>>),
});

type Unbound<P> = Omit<P, 'name' | 'value' | 'onChange'>;

/** A text, search or date input bound to one filter. */
export const FilterText = <K extends string>(props: Bound<K> & Unbound<ComponentProps<typeof TextField>>) => {
  const { name: _n, values: _v, onChange: _c, ...input } = props;
  return <TextField {...input} {...bind(props)} />;
};

/** A select bound to one filter. */
export const FilterSelect = <K extends string>(
  props: Bound<K> & Unbound<ComponentProps<typeof SelectField>>,
) => {
  const { name: _n, values: _v, onChange: _c, ...select } = props;
  return <SelectField {...select} {...bind(props)} />;
};

/** A select's options: 'all' (the empty value) first, then each choice as its own label. */
export function ChoiceOptions({ all, choices = [] }: { all: string; choices?: readonly string[] }) {
  return (
    <>
      <option value="">{all}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choice}
        </option>
      ))}
    </>
  );
}

/** The From and To dates of a filter's window. */
export function DateRangeFields<K extends string>({
  values,
  onChange,
}: Omit<Bound<K | 'from' | 'to'>, 'name'>) {
  return (
    <>
      <FilterText name="from" label="From" type="date" values={values} onChange={onChange} />
      <FilterText name="to" label="To" type="date" values={values} onChange={onChange} />
    </>
  );
}

/**
 * The one filter panel of every dashboard list: a labelled form of fields in a responsive grid.
 * With `onApply` the fields are a draft applied by the Apply button (or Enter); without it the
 * list follows each field as it changes. `onClear` adds a Clear button.
 */
export function FilterPanel({
  children,
  onApply,
  onClear,
  columns = 4,
}: {
  children: ReactNode;
  onApply?: () => void;
  onClear?: () => void;
  /** Columns from the small breakpoint up (the phone shows one). */
  columns?: 3 | 4 | 5;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply?.();
  };
  const grid = {
    3: 'sm:grid-cols-3',
    4: 'sm:grid-cols-2 lg:grid-cols-4',
    5: 'sm:grid-cols-3 lg:grid-cols-5',
  }[columns];
  return (
    <form onSubmit={submit} aria-label="Filters" className={`grid gap-3 ${panel} ${grid}`}>
      {children}
      {(onApply || onClear) && (
        <div className="flex items-end gap-2">
          {onApply && (
            <button type="submit" className={primaryButton}>
              Apply
            </button>
          )}
          {onClear && (
            <button type="button" className={secondaryButton} onClick={onClear}>
              Clear
            </button>
          )}
        </div>
      )}
    </form>
  );
}
