import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/** What a button asks of the inquiry dialog (spec 2.11): a service, and optionally its own title. */
export interface InquiryRequest {
  service?: string;
  title?: string;
  /** Shown above the title, e.g. 'General Inquiry'. */
  tag?: string;
}

interface InquiryApi {
  open: (request: InquiryRequest) => void;
}

const InquiryContext = createContext<InquiryApi | null>(null);

// The dialog (Radix, the form) loads the first time someone opens it, not with the page.
const InquiryDialog = lazy(() => import('./inquiry-dialog'));

export function InquiryProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<InquiryRequest | null>(null);
  const [open, setOpen] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const openDialog = useCallback((r: InquiryRequest) => {
    // Opened from code, not a Radix trigger: remember where focus goes back to.
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setRequest(r);
    setOpen(true);
  }, []);
  const api = useMemo(() => ({ open: openDialog }), [openDialog]);
  // Nothing a visitor submitted is lost: what could not be sent earlier goes now, or when back online.
  useEffect(() => {
    const resend = () => {
      if (!localStorage.getItem('formSubmissions')?.includes('"processed":false')) return;
      void import('./submit').then((m) => m.resendPending());
    };
    resend();
    window.addEventListener('online', resend);
    return () => window.removeEventListener('online', resend);
  }, []);
  // Every inquiry button, in React's tree or in prerendered markup (a static island), is a
  // <button data-inquiry>: one listener opens the dialog for all of them.
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const button = (e.target as Element | null)?.closest?.<HTMLElement>('[data-inquiry]');
      if (!button) return;
      const { inquiryService: service, inquiryTitle: title, inquiryTag: tag } = button.dataset;
      openDialog({ service, title, tag });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [openDialog]);
  return (
    <InquiryContext.Provider value={api}>
      {children}
      {request && (
        <Suspense fallback={null}>
          <InquiryDialog request={request} open={open} onOpenChange={setOpen} returnFocus={returnFocus} />
        </Suspense>
      )}
    </InquiryContext.Provider>
  );
}

export function useInquiry(): InquiryApi {
  const api = useContext(InquiryContext);
  if (!api) throw new Error('useInquiry must be used inside InquiryProvider');
  return api;
}

/**
 * A button that opens the inquiry dialog (through InquiryProvider's listener); before hydration
 * it is inert, after it opens at once. Works inside static islands too.
 */
export function InquiryButton({
  children,
  className,
  service,
  title,
  tag,
}: InquiryRequest & { children: ReactNode; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      data-inquiry=""
      data-inquiry-service={service}
      data-inquiry-title={title}
      data-inquiry-tag={tag}
    >
      {children}
    </button>
  );
}

/** spec 2.11: the dialog's title and tag for a request. */
export function inquiryHeading(request: InquiryRequest): { title: string; tag?: string; note?: string } {
  if (request.title) return { title: request.title, tag: request.tag ?? request.service };
  if (request.service) return { title: `${request.service} Inquiry`, tag: request.tag ?? request.service };
  if (request.tag === 'General Inquiry') return { title: 'Request Consultation', tag: 'General Inquiry' };
  return {
    title: 'Get Started with Expert Compliance',
    note: 'Our team will reach out within 24 hours.',
  };
}
