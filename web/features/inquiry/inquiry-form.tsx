import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { firm } from '../../../shared/firm';
import { DEFAULT_INQUIRY_SERVICE, inquiryServiceChoices } from '../../../shared/inquiry-choices';
import { SelectField, TextareaField } from '../../components/field';
import { TextFields, type FieldSpec } from '../../components/form';
import type { InquiryRequest } from '../../components/inquiry-button';
import { issuesByField, useFieldErrors } from '../../lib/form-errors';
import { inquiryFields, keepInquiry, onDelivery, updateOutbox } from './outbox';

/**
 * Validation (zod), sending and the toasts load when the visitor submits, not with the page: the
 * form itself is plain markup and state (ADR 0009). Before that, code that loaded with the form
 * keeps a copy on this device (ADR 0017): a failed load, the network or a closed tab lose nothing.
 */
const loadSubmission = () =>
  Promise.all([import('../../../shared/inquiry'), import('./submit'), import('sonner')]).then(
    ([{ inquirySchema }, { submitInquiry }, { toast }]) => ({ inquirySchema, submitInquiry, toast }),
  );

/**
 * Who is asking: each input's key in the form, its label and what the browser may fill in. The
 * GSTIN is checked (state code, PAN, check character) with the rest when the form is sent.
 */
const contactFields: FieldSpec<'fullName' | 'email' | 'phone' | 'company' | 'gstin'>[] = [
  { key: 'fullName', label: 'Full name', required: true, autoComplete: 'name', maxLength: 100 },
  { key: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'email', maxLength: 254 },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', maxLength: 20 },
  { key: 'company', label: 'Company', required: true, autoComplete: 'organization', maxLength: 120 },
  {
    key: 'gstin',
    label: 'GSTIN (optional)',
    autoComplete: 'off',
    autoCapitalize: 'characters',
    spellCheck: false,
    maxLength: 20,
  },
];

/** The error toast's id: a later submit that passes the checks takes it away. */
const ERROR_TOAST = 'inquiry-error';

/** Each field's first problem, without the toast's title ('Invalid email: Please enter...'). */
const fieldProblems = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const errors = issuesByField(issues);
  for (const [k, m] of Object.entries(errors))
    errors[k] = m?.includes(': ') ? m.slice(m.indexOf(': ') + 2) : m;
  return errors;
};

/**
 * What the form shows instead of its fields when the inquiry did not reach the server at once:
 * kept on this device (then sent, once the connection is back), or, where the browser stores
 * nothing, unsaved.
 */
type Notice = { state: 'kept' | 'sent'; id: string } | { state: 'unsaved' };

const notices = {
  kept: [
    'Your inquiry is saved on this device',
    'We could not reach our server, so it has not been sent yet. It will be sent automatically when the connection is back, or the next time you open our site in this browser.',
    'bg-amber-50 ring-amber-300',
  ],
  sent: [
    'Your inquiry has been sent',
    'It reached us now that the connection is back. Our team will contact you within 24 hours.',
    'bg-emerald-50 ring-emerald-300',
  ],
  unsaved: [
    'Your inquiry could not be sent',
    'We could not reach our server, and this browser does not let us keep a copy to send later. Please try again once you are connected.',
    'bg-red-50 ring-red-300',
  ],
};

function NoticePanel({ notice, onAgain }: { notice: Notice; onAgain: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  // Focus moves to the message (the fields it replaces held it), so it is read out at once.
  useEffect(() => panel.current?.focus(), []);
  const [title, text, tone] = notices[notice.state];
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="status"
      data-inquiry-notice={notice.state}
      className={`rounded-xl p-5 text-slate-900 ring-1 focus:outline-none ${tone}`}
    >
      <p className="font-semibold">{title}</p>
      <p className="mt-2 text-sm leading-6">{text}</p>
      {notice.state !== 'sent' && (
        <p className="mt-2 text-sm leading-6">
          Need us sooner? Call{' '}
          <a href={`tel:${firm.phones[0].replace(/\s/g, '')}`} className="font-semibold underline">
            {firm.phones[0]}
          </a>{' '}
          or email{' '}
          <a href={`mailto:${firm.email}`} className="font-semibold underline">
            {firm.email}
          </a>
          .
        </p>
      )}
      <button type="button" onClick={onAgain} className="mt-4 text-sm font-semibold text-brand-700 underline">
        {notice.state === 'unsaved' ? 'Try again' : 'Send another inquiry'}
      </button>
    </div>
  );
}

/**
 * The inquiry form; in the dialog and on /consultation. `onNotice` hears whether it shows a
 * notice instead of its fields (the dialog then offers Close rather than Cancel).
 */
export function InquiryForm({
  request,
  onDone,
  onNotice,
}: {
  request: InquiryRequest;
  onDone?: () => void;
  onNotice?: (shown: boolean) => void;
}) {
  const id = useId();
  const initialService = request.service ?? DEFAULT_INQUIRY_SERVICE;
  const empty = {
    fullName: '',
    email: '',
    phone: '',
    company: '',
    gstin: '',
    service: initialService,
    message: '',
    honeyPot: '',
  };
  const [values, setValues] = useState(empty);
  const [submitting, setSubmitting] = useState(false);
  // The form sends only through its script: until that runs (never, with JavaScript off) the
  // button stays disabled and the note below says how else to reach the firm, so nothing typed
  // is sent nowhere.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { errors, setErrors, formRef, clear } = useFieldErrors();
  const set = (field: keyof typeof empty) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  const choices: string[] = inquiryServiceChoices.includes(initialService as never)
    ? [...inquiryServiceChoices]
    : [initialService, ...inquiryServiceChoices];

  const shown = notice !== null;
  useEffect(() => onNotice?.(shown), [shown, onNotice]);
  // A kept inquiry sent later (back online): a toast, and the notice says so. If refused, the
  // input comes back to be corrected (the toast gives the reason).
  useEffect(
    () =>
      onDelivery((d) => {
        import('./announce').then((m) => m.announce(d)).catch(() => undefined);
        setNotice((n) =>
          n?.state === 'kept' && n.id === d.record.id
            ? d.outcome.kind === 'saved'
              ? { state: 'sent', id: n.id }
              : null
            : n,
        );
      }),
    [],
  );

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    if (values.honeyPot) {
      // A bot: told what a person would be told; nothing is kept or sent.
      const { toast } = await import('sonner');
      toast.success('Success!', { description: 'Your inquiry has been submitted successfully' });
      setValues(empty);
      onDone?.();
      return;
    }
    setSubmitting(true);
    try {
      // The copy on this device comes first, before anything that can fail.
      const { record, kept } = keepInquiry(values);
      const notSent = () => setNotice(kept ? { state: 'kept', id: record.id } : { state: 'unsaved' });
      const loaded = await loadSubmission().catch(() => null);
      // The code that validates and sends did not load (offline): the copy is what there is.
      if (!loaded) return notSent();
      const { inquirySchema, submitInquiry, toast } = loaded;
      const parsed = inquirySchema.safeParse(values);
      if (!parsed.success) {
        // Not an inquiry yet: the visitor corrects it, nothing is kept.
        updateOutbox(record.id, null);
        // Messages are 'Title: description' (the form's toasts) or a single sentence; each field
        // shows its own problem in words, and the toast names the first.
        const [title = '', ...rest] = (parsed.error.issues[0]?.message ?? '').split(': ');
        toast.error(title, { id: ERROR_TOAST, description: rest.join(': ') || undefined });
        setErrors(fieldProblems(parsed.error.issues));
        return;
      }
      clear();
      toast.dismiss(ERROR_TOAST);
      const fields = inquiryFields(parsed.data);
      if (kept) updateOutbox(record.id, fields);
      const result = await submitInquiry({ ...record, ...fields });
      // Saved: the form starts afresh. A refusal keeps the input to correct, each problem the
      // server named at its field; not sent, the notice.
      if (result === 'saved') {
        setValues(empty);
        onDone?.();
      } else if (result === 'unreachable') notSent();
      else setErrors(result.rejected);
    } finally {
      setSubmitting(false);
    }
  };

  if (notice)
    return (
      <NoticePanel
        notice={notice}
        onAgain={() => {
          // After a kept or sent inquiry a new one starts empty; an unsaved one is tried again.
          if (notice.state !== 'unsaved') setValues(empty);
          setNotice(null);
        }}
      />
    );

  return (
    <form ref={formRef} onSubmit={(e) => void onSubmit(e)} className="space-y-4" noValidate={false}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextFields
          fields={contactFields}
          values={values}
          errors={errors}
          onChange={(v) => setValues((old) => ({ ...old, ...v }))}
          idPrefix={id}
        />
      </div>
      <SelectField
        id={`${id}-service`}
        label="Service"
        value={values.service}
        error={errors.service}
        onChange={set('service')}
      >
        {choices.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      <TextareaField
        id={`${id}-message`}
        label={
          <>
            Message <span className="font-normal text-slate-600">(optional)</span>
          </>
        }
        rows={3}
        maxLength={2000}
        value={values.message}
        error={errors.message}
        onChange={set('message')}
      />
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
        <a href="/privacy" className="text-brand-700 underline">
          privacy policy
        </a>{' '}
        for your rights.
      </p>
      <noscript>
        <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          This form needs JavaScript, which is off in your browser, so it cannot send your inquiry. Call us on{' '}
          <a href={`tel:${firm.phones[0].replace(/\s/g, '')}`} className="font-semibold underline">
            {firm.phones[0]}
          </a>{' '}
          or write to{' '}
          <a href={`mailto:${firm.email}`} className="font-semibold underline">
            {firm.email}
          </a>{' '}
          instead.
        </p>
      </noscript>
      <button
        type="submit"
        disabled={submitting || !live}
        className="w-full rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900 disabled:opacity-70"
      >
        {submitting ? 'Submitting...' : 'Submit Inquiry'}
      </button>
    </form>
  );
}
