/**
 * The dashboards' class names for fields, buttons and panels, in one file with no imports, so any
 * component (and the public site's islands) can use them without pulling code along.
 */

/** A text input, select or textarea. */
export const fieldClass =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600';

/** Every button shows where keyboard focus is: a ring outside it, visible on white and on colour. */
const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const button = `inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-60 ${focusRing}`;

export const primaryButton = `${button} bg-brand-700 text-white hover:bg-brand-900`;
export const secondaryButton = `${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;
export const dangerButton = `${button} bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700`;

/** A white card on the dashboard's grey background. */
export const panel = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200';
