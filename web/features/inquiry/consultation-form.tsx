import { lazy, Suspense, useState } from 'react';
import { InquiryForm } from './inquiry-form';

// The toasts' container loads once the visitor starts on the form, not with the page.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** The consultation page's form: the inquiry form in a card, an island of its own. */
export function ConsultationForm() {
  const [engaged, setEngaged] = useState(false);
  return (
    <div
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
      onFocusCapture={() => setEngaged(true)}
      onPointerDownCapture={() => setEngaged(true)}
    >
      <h2 className="mb-6 text-xl font-bold text-brand-900">Your details</h2>
      <InquiryForm request={{ tag: 'General Inquiry' }} />
      {engaged && (
        <Suspense fallback={null}>
          <Toaster position="top-center" richColors closeButton />
        </Suspense>
      )}
    </div>
  );
}
