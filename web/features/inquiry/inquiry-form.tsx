import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { DEFAULT_INQUIRY_SERVICE, inquiryServiceChoices } from '../../../shared/inquiry-choices';
import type { InquiryRequest } from './inquiry-context';

/**
 * Validation (zod), sending and the toasts load when the visitor submits, not with the page: the
 * form itself is plain markup and state (ADR 0009).
 */
const loadSubmission = () =>
  Promise.all([import('../../../shared/inquiry'), import('./submit'), import('sonner')]).then(
    ([{ inquirySchema }, { submitInquiry }, { toast }]) => ({ inquirySchema, submitInquiry, toast }),
  );

const input =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

/** spec 2.11, 3, 5: the inquiry form; in the dialog and on /consultation. */
export function InquiryForm({ request, onDone }: { request: InquiryRequest; onDone?: () => void }) {
  const id = useId();
  const initialService = request.service ?? DEFAULT_INQUIRY_SERVICE;
  const empty = {
    fullName: '',
    email: '',
    phone: '',
    company: '',
    service: initialService,
    message: '',
    honeyPot: '',
  };
  const [values, setValues] = useState(empty);
  const [submitting, setSubmitting] = useState(false);
  const set = (field: keyof typeof empty) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  const choices: string[] = inquiryServiceChoices.includes(initialService as never)
    ? [...inquiryServiceChoices]
    : [initialService, ...inquiryServiceChoices];

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const { inquirySchema, submitInquiry, toast } = await loadSubmission();
    if (values.honeyPot) {
      toast.success('Success!', { description: 'Your inquiry has been submitted successfully' });
      setValues(empty);
      onDone?.();
      return;
    }
    const parsed = inquirySchema.safeParse(values);
    if (!parsed.success) {
      // Messages are 'Title: description' (spec 5's toasts) or a single sentence.
      const [title = '', ...rest] = (parsed.error.issues[0]?.message ?? '').split(': ');
      toast.error(title, { description: rest.join(': ') || undefined });
      return;
    }
    setSubmitting(true);
    try {
      // Saved, or kept on this device to be sent automatically: either way it is safe, so the
      // form starts afresh (a second copy would be a duplicate). A refusal keeps the input to fix.
      if ((await submitInquiry(parsed.data)) !== 'rejected') {
        setValues(empty);
        onDone?.();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-4" noValidate={false}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="block text-sm font-medium text-slate-800">
            Full name
          </label>
          <input
            id={`${id}-name`}
            required
            autoComplete="name"
            maxLength={100}
            value={values.fullName}
            onChange={set('fullName')}
            className={input}
          />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-800">
            Email
          </label>
          <input
            id={`${id}-email`}
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            value={values.email}
            onChange={set('email')}
            className={input}
          />
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className="block text-sm font-medium text-slate-800">
            Phone
          </label>
          <input
            id={`${id}-phone`}
            type="tel"
            autoComplete="tel"
            maxLength={20}
            value={values.phone}
            onChange={set('phone')}
            className={input}
          />
        </div>
        <div>
          <label htmlFor={`${id}-company`} className="block text-sm font-medium text-slate-800">
            Company
          </label>
          <input
            id={`${id}-company`}
            required
            autoComplete="organization"
            maxLength={120}
            value={values.company}
            onChange={set('company')}
            className={input}
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-service`} className="block text-sm font-medium text-slate-800">
          Service
        </label>
        <select id={`${id}-service`} value={values.service} onChange={set('service')} className={input}>
          {choices.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="block text-sm font-medium text-slate-800">
          Message <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <textarea
          id={`${id}-message`}
          rows={3}
          maxLength={2000}
          value={values.message}
          onChange={set('message')}
          className={input}
        />
      </div>
      {/* Spam trap: invisible to people, filled in by bots. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input
          id={`${id}-website`}
          tabIndex={-1}
          autoComplete="off"
          value={values.honeyPot}
          onChange={set('honeyPot')}
        />
      </div>
      <p className="text-xs leading-5 text-slate-600">
        We use these details only to answer your inquiry and keep them for up to 24 months. See our{' '}
        <Link to="/privacy" className="text-brand-700 underline">
          privacy policy
        </Link>{' '}
        for your rights.
      </p>
      <button
        type="submit"
        disabled={submitting}
        className="w-full rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900 disabled:opacity-70"
      >
        {submitting ? 'Submitting...' : 'Submit Inquiry'}
      </button>
    </form>
  );
}
