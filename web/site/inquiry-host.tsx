import { useState, type RefObject } from 'react';
import { createRoot } from 'react-dom/client';
import type { InquiryRequest } from '../components/inquiry-button';
import InquiryDialog from '../features/inquiry/inquiry-dialog';

let show: ((request: InquiryRequest) => void) | null = null;
const returnFocus: RefObject<HTMLElement | null> = { current: null };

/** The dialog's own React root: it stays mounted once opened, with its toasts. */
function Host({ first }: { first: InquiryRequest }) {
  const [request, setRequest] = useState(first);
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
  const container = document.createElement('div');
  container.id = 'inquiry-root';
  document.body.append(container);
  createRoot(container).render(<Host first={request} />);
}
