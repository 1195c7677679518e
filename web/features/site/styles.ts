/** Shared class strings of the public site's buttons. */
export const button = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-900',
  accent:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-accent-500 px-5 py-3 font-semibold text-brand-900 shadow-sm transition hover:bg-amber-400',
  outline:
    'inline-flex items-center justify-center gap-2 rounded-lg border-2 border-brand-700 px-5 py-2.5 font-semibold text-brand-700 transition hover:bg-brand-50',
  onDark:
    'inline-flex items-center justify-center gap-2 rounded-lg border-2 border-white px-5 py-2.5 font-semibold text-white transition hover:bg-white/10',
} as const;
