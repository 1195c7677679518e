import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { PageHero, type HeroCopy } from '../../components/blocks';
import { SelectField, TextField } from '../../components/field';
import { LawLink, Provenance } from '../../components/provenance';
import { formatDate, formatIndian, parseAmount } from './format';

/**
 * The pieces every tax tool page is made of: the form beside its results, amount inputs, radio
 * choices, a drop-down list and a checkbox, the results region that screen readers follow, the
 * note shown without JavaScript, and the tables and list of sources under the explanation.
 */

/**
 * A tool's page: its hero, then the form on the left (top on a phone), the results on the right,
 * and below both whatever the tool adds (its working, the explanation of its rules).
 */
export function ToolLayout({
  page,
  formTitle,
  form,
  resultsTitle,
  results,
  rules,
  summary,
  children,
}: {
  page: HeroCopy;
  formTitle: string;
  form: ReactNode;
  resultsTitle: string;
  results: ReactNode;
  /** The year and law of the rules the tool applies: they label everything below the hero. */
  rules: { year: string; source: string };
  /**
   * The result in one line, once there is one: on a phone, where the results are below the form,
   * it stays in view at the foot of the screen as the visitor types, with a link to the working.
   */
  summary?: string | null;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero {...page} />
      <Provenance year={rules.year} source={rules.source}>
        <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 pb-12 lg:grid-cols-2">
          <ToolForm title={formTitle}>{form}</ToolForm>
          <ResultsRegion title={resultsTitle}>{results}</ResultsRegion>
        </div>
        {children}
      </Provenance>
      {summary && (
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-brand-100 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,42,92,0.08)] lg:hidden">
          <p className="flex items-center justify-between gap-3 text-sm">
            <span className="font-semibold text-brand-900" data-tool-summary="">
              {summary}
            </span>
            <a href={`#${RESULTS_ID}`} className="shrink-0 font-medium text-brand-700 underline">
              See the working
            </a>
          </p>
        </div>
      )}
    </>
  );
}

/**
 * The tool's inputs. Results follow every keystroke, so sending the form does nothing; without
 * JavaScript the form is still there to read, and the note says why no result appears.
 */
function ToolForm({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <form
      aria-labelledby={headingId}
      noValidate
      onSubmit={(e: FormEvent) => e.preventDefault()}
      className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      <noscript>
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          The results are worked out in your browser and need JavaScript, which is turned off. The explanation
          below the form works without it.
        </p>
      </noscript>
      {children}
    </form>
  );
}

/** An amount in rupees, typed with or without commas; a mistyped amount says what is wrong. */
export function AmountField({
  id,
  label,
  value,
  onChange,
  description,
  paise = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  description?: ReactNode;
  /** Allow two decimals (GST); otherwise whole rupees. */
  paise?: boolean;
}) {
  const parsed = parseAmount(value, { paise });
  return (
    <TextField
      // Whole rupees are shown in the Indian grouping once the field is left: 1250000 → 12,50,000.
      onBlur={() => {
        if (!paise && parsed.ok && parsed.value > 0) onChange(formatIndian(parsed.value));
      }}
      id={id}
      name={id}
      label={label}
      description={description}
      error={parsed.ok ? undefined : parsed.problem}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      inputMode={paise ? 'decimal' : 'numeric'}
      autoComplete="off"
      placeholder="0"
    />
  );
}

/**
 * A tool's amount inputs, one for each key: each field's id is `idPrefix-key`. Gives the amounts
 * read as rupees (0 while one is mistyped), whether any is mistyped, and `field`, which draws the
 * input of one key with its label and description.
 */
export function useAmountFields<K extends string>(idPrefix: string, keys: readonly K[]) {
  const [text, setText] = useState(
    () => Object.fromEntries(keys.map((key) => [key, ''])) as Record<K, string>,
  );
  const parsed = keys.map((key) => parseAmount(text[key]));
  const invalid = parsed.some((p) => !p.ok);
  const values = Object.fromEntries(
    keys.map((key, i) => [key, parsed[i]!.ok ? parsed[i]!.value : 0]),
  ) as Record<K, number>;
  const field = (key: K, label: string, description?: ReactNode) => (
    <AmountField
      id={`${idPrefix}-${key}`}
      label={label}
      value={text[key]}
      onChange={(value) => setText((t) => ({ ...t, [key]: value }))}
      description={description}
    />
  );
  return { values, invalid, field };
}

/** One of a few options as radio buttons; the arrow keys move between them. */
export function Choice<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="h-4 w-4 shrink-0 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One of many options as a drop-down list. */
export function SelectChoice<T extends string>({
  id,
  name,
  label,
  value,
  options,
  onChange,
  description,
}: {
  id: string;
  name: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  description?: ReactNode;
}) {
  return (
    <SelectField
      id={id}
      name={name}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as T)}
      description={description}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

/** A yes/no question as a checkbox with its label beside it. */
export function CheckboxField({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-2 text-sm text-slate-800">
      <input
        id={id}
        name={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/**
 * Where the answer appears. A named region whose changes a screen reader announces politely, so
 * the figures are read out as they change without taking the focus from the form.
 */
/** The results region's anchor, for the phone's summary bar to jump to. */
const RESULTS_ID = 'tool-results';

function ResultsRegion({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      id={RESULTS_ID}
      aria-labelledby={headingId}
      aria-live="polite"
      className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export interface FigureRow {
  label: ReactNode;
  value: string;
  /** A total: shown larger. */
  strong?: boolean;
  /** A line under the figure that explains it. */
  note?: ReactNode;
}

/** Labelled figures, one per line, the amounts lined up on the right and any note under both. */
export function Figures({ rows }: { rows: readonly FigureRow[] }) {
  return (
    <dl className="divide-y divide-slate-200">
      {rows.map((row, i) => (
        <div key={i} className="grid grid-cols-[1fr_auto] items-baseline gap-x-4 py-2">
          <dt className={row.strong ? 'font-semibold text-slate-900' : 'text-slate-700'}>{row.label}</dt>
          <dd
            className={`text-right tabular-nums ${row.strong ? 'text-lg font-bold text-brand-900' : 'font-medium text-slate-900'}`}
          >
            {row.value}
          </dd>
          {row.note && <dd className="col-span-2 mt-0.5 text-xs text-slate-600">{row.note}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** The explanation of the rules under a tool, prerendered so it reads without JavaScript. */
export function Explanation({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-slate-50">
      <div className="prose-post mx-auto max-w-4xl px-4 py-12">
        <h2 id={`${id}-heading`} className="mt-0!">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** A table in an explanation: a caption for screen readers, a heading for each column, then the rows. */
export function RulesTable({
  caption,
  columns,
  children,
}: {
  caption: ReactNode;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <table>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A source of the rules: what it is, and where to read it when there is a public copy. */
export interface SourceItem {
  text: string;
  url?: string;
}

/** The sources, each once, linked where there is a public copy; spaced so each link is easy to tap. */
export function SourceList({
  items,
  checkedOn,
}: {
  items: readonly SourceItem[];
  /** The day the figures were last checked against these sources (YYYY-MM-DD). */
  checkedOn: string;
}) {
  const seen = new Set<string>();
  const unique = items.filter((item) => !seen.has(item.text) && seen.add(item.text));
  return (
    <>
      <ul className="space-y-2 text-sm [overflow-wrap:anywhere]">
        {unique.map((item) => (
          <li key={item.text}>
            {item.url ? (
              <LawLink href={item.url} className="text-brand-700 underline">
                {item.text}
              </LawLink>
            ) : (
              item.text
            )}
          </li>
        ))}
      </ul>
      <p className="text-sm">
        Figures last checked against these sources on{' '}
        <time dateTime={checkedOn}>{formatDate(checkedOn)}</time>.
      </p>
    </>
  );
}
