/** A page-level loading state: announced to screen readers, nothing else rendered. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="grid min-h-screen place-items-center">
      <div className="flex flex-col items-center gap-3 text-slate-600">
        <span
          aria-hidden="true"
          className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
        />
        <span>{label}</span>
      </div>
    </div>
  );
}
