import { useState } from 'react';
import {
  MAX_HOLIDAYS,
  MAX_RESPONSE_TARGET_HOURS,
  MIN_RESPONSE_TARGET_HOURS,
} from '../../../shared/business-hours';
import { TextField } from '../../components/field';
import { fieldClass, secondaryButton } from '../../components/styles';
import { formatDay } from '../../lib/dates';
import type { FieldErrors } from '../../lib/form-errors';

/** Thu, 26 Nov 2026. */
const longDate = (iso: string) =>
  formatDay(iso, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/**
 * The response target (business hours a new lead may wait) and the firm's holidays (days its
 * clock stops), edited within the settings form: dates are added and removed here and kept when
 * the form is saved.
 */
export function ResponseTimeFields({
  targetHours,
  holidays,
  errors,
  onTargetHours,
  onHolidays,
}: {
  targetHours: string;
  holidays: string[];
  errors: FieldErrors;
  onTargetHours: (value: string) => void;
  onHolidays: (dates: string[]) => void;
}) {
  const [date, setDate] = useState('');
  const holidayError =
    errors.holidays ?? Object.entries(errors).find(([key]) => key.startsWith('holidays.'))?.[1];
  const add = () => {
    if (!date) return;
    onHolidays([...new Set([...holidays, date])].sort());
    setDate('');
  };
  return (
    <>
      <TextField
        id="st-responseTargetHours"
        type="number"
        inputMode="numeric"
        min={MIN_RESPONSE_TARGET_HOURS}
        max={MAX_RESPONSE_TARGET_HOURS}
        step={1}
        label="Response target (business hours)"
        description={`A new lead not answered within this many business hours (Monday to Friday 10:00–19:00, Saturday 10:00–17:00, India time, holidays off) is listed on the overview as waiting past target, and the new-lead address is alerted once. ${MIN_RESPONSE_TARGET_HOURS} to ${MAX_RESPONSE_TARGET_HOURS} hours.`}
        value={targetHours}
        error={errors.responseTargetHours}
        onChange={(e) => onTargetHours(e.target.value)}
      />
      <fieldset className="text-sm font-medium text-slate-800">
        <legend>Holidays</legend>
        <p id="st-holidays-description" className="mt-1 text-xs font-normal text-slate-600">
          Days the firm is closed: a lead’s wait does not count on them. At most {MAX_HOLIDAYS} dates; changes
          are kept when you save the settings.
        </p>
        {holidays.length === 0 ? (
          <p className="mt-2 font-normal text-slate-600">No holidays set.</p>
        ) : (
          <ul aria-label="Holidays" className="mt-2 flex flex-wrap gap-2">
            {holidays.map((d) => (
              <li
                key={d}
                className="flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-3 font-normal"
              >
                <time dateTime={d}>{longDate(d)}</time>
                <button
                  type="button"
                  aria-label={`Remove holiday ${longDate(d)}`}
                  title="Remove"
                  onClick={() => onHolidays(holidays.filter((h) => h !== d))}
                  className="grid h-6 w-6 place-items-center rounded-full text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-2 flex items-end gap-2">
          <label className="grow">
            <span className="sr-only">Holiday to add</span>
            <input
              id="st-holidays"
              type="date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              aria-describedby={`st-holidays-description${holidayError ? ' st-holidays-error' : ''}`}
              aria-invalid={holidayError ? true : undefined}
              className={fieldClass}
            />
          </label>
          <button type="button" onClick={add} disabled={!date} className={secondaryButton}>
            Add holiday
          </button>
        </div>
        {holidayError && (
          <p id="st-holidays-error" role="alert" className="mt-1 text-sm font-normal text-red-700">
            {holidayError}
          </p>
        )}
      </fieldset>
    </>
  );
}
