import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
  type RefObject,
} from 'react';

import type { InquiryRequest } from '../../components/inquiry-button';
import { captureTouch } from './attribution';

interface DialogProps {
  request: InquiryRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
}

/** Shown when the dialog's code cannot load (offline): the page says so instead of failing. */
function Unavailable({ open, onOpenChange }: DialogProps) {
  return open ? (
    <p role="alert" className="fixed inset-x-0 bottom-0 z-50 bg-amber-100 p-4 text-center">
      You seem to be offline: the form could not open.{' '}
      <button type="button" className="font-semibold underline" onClick={() => onOpenChange(false)}>
        OK
      </button>
    </p>
  ) : null;
}

// The dialog (Radix, the form) loads the first time someone opens it, not with the page. If it
// cannot, the next opening tries again.
const loadDialog = () =>
  import('./inquiry-dialog').catch(() => {
    InquiryDialog = lazy(loadDialog);
    return { default: Unavailable };
  });
let InquiryDialog: LazyExoticComponent<ComponentType<DialogProps>> = lazy(loadDialog);

/** Whether an inquiry kept on this device awaits the server: neither confirmed nor refused. */
function pending() {
  try {
    return (
      JSON.parse(localStorage.getItem('formSubmissions') ?? '[]') as {
        processed?: boolean;
        rejected?: string;
      }[]
    ).some((s) => !s.processed && !s.rejected);
  } catch {
    return false;
  }
}

/**
 * Around every public page: opens the inquiry dialog for any inquiry button, and sends what a
 * visitor submitted but the server never confirmed (ADR 0017).
 */
export function InquiryProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<InquiryRequest | null>(null);
  const [open, setOpen] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    captureTouch();
    // Kept inquiries go once the page is idle, and when the browser is back online; the sending
    // code (outbox-send.ts) loads only then.
    const send = () => {
      if (navigator.onLine && pending())
        import('./outbox-send').then((m) => m.sendOutbox()).catch(() => undefined);
    };
    (window.requestIdleCallback ?? setTimeout)(send);
    // Every inquiry button, in React's tree or in prerendered markup (a static island), is a
    // <button data-inquiry>: one listener opens the dialog for all of them.
    const onClick = (e: MouseEvent) => {
      const button = (e.target as Element | null)?.closest?.<HTMLElement>('[data-inquiry]');
      if (!button) return;
      const { inquiryService: service, inquiryTitle: title, inquiryTag: tag } = button.dataset;
      // Opened from code, not a Radix trigger: focus goes back to this button.
      returnFocus.current = button;
      setRequest({ service, title, tag });
      setOpen(true);
    };
    window.addEventListener('online', send);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('online', send);
      document.removeEventListener('click', onClick);
    };
  }, []);
  return (
    <>
      {children}
      {request && (
        <Suspense fallback={null}>
          <InquiryDialog request={request} open={open} onOpenChange={setOpen} returnFocus={returnFocus} />
        </Suspense>
      )}
    </>
  );
}
