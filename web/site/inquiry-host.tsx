import { useState, type RefObject } from 'react';
import { createRoot } from 'react-dom/client';
import type { InquiryRequest } from '../components/inquiry-button';
import InquiryDialog from '../features/inquiry/inquiry-dialog';

let show: ((request: InquiryRequest) => void) | null = null;
/** The request to open with when the root exists but has not drawn yet (a second quick tap). */
let pending: InquiryRequest | null = null;
const returnFocus: RefObject<HTMLElement | null> = { current: null };

/** The dialog's own React root: it stays mounted once opened, with its toasts. */
function Host() {
  const [request, setRequest] = useState(() => pending!);
  const [open, setOpen] = useState(true);
  show = (next) => {
    setRequest(next);
    setOpen(true);
  };
  return <InquiryDialog request={request} open={open} onOpenChange={setOpen} returnFocus={returnFocus} />;
}

/**
 * Opens the inquiry dialog for a request; focus returns to `opener` when it closes. The first
 * call creates the dialog's root (this module, with React, loads on the first inquiry click).
 */
export function openInquiry(request: InquiryRequest, opener: HTMLElement | null): void {
  returnFocus.current = opener;
  if (show) {
    show(request);
    return;
  }
  // Taps while the dialog's first render is on its way open that one dialog, not another.
  const drawing = pending !== null;
  pending = request;
  if (drawing) return;
  const container = document.createElement('div');
  container.id = 'inquiry-root';
  document.body.append(container);
  createRoot(container).render(<Host />);
}
