import * as Dialog from '@radix-ui/react-dialog';
import { DialogCloseIcon } from '../../components/modal';
import { useEffect, useState, type RefObject } from 'react';
import { Toaster } from 'sonner';
import type { InquiryRequest } from '../../components/inquiry-button';
import { InquiryForm } from './inquiry-form';
import { onDelivery } from './outbox';

/** The dialog's title and tag for a request (what the button that opened it asked for). */
function inquiryHeading(request: InquiryRequest): { title: string; tag?: string; note?: string } {
  if (request.title) return { title: request.title, tag: request.tag ?? request.service };
  if (request.service) return { title: `${request.service} Inquiry`, tag: request.tag ?? request.service };
  if (request.tag === 'General Inquiry') return { title: 'Request Consultation', tag: 'General Inquiry' };
  return {
    title: 'Get Started with Expert Compliance',
    note: 'Our team will reach out within 24 hours.',
  };
}

/**
 * The inquiry dialog: a centred modal that closes by Cancel, the close icon and Escape, with focus
 * trapped inside and restored to the opening button. It stays mounted once opened, with the
 * toasts, so an inquiry kept on this device and sent later is announced here.
 */
export default function InquiryDialog({
  request,
  open,
  onOpenChange,
  returnFocus,
}: {
  request: InquiryRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const heading = inquiryHeading(request);
  // Once the form shows a notice (e.g. kept on this device), "Cancel" would read as discarding it.
  const [notice, setNotice] = useState(false);
  useEffect(
    () =>
      onDelivery((d) => {
        import('./announce').then((m) => m.announce(d)).catch(() => undefined);
      }),
    [],
  );
  return (
    <>
      <Toaster position="top-center" richColors closeButton />
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
          <Dialog.Content
            onCloseAutoFocus={(e) => {
              e.preventDefault();
              returnFocus.current?.focus();
            }}
            className="fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100vw-1.5rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl sm:p-8"
          >
            {heading.tag && (
              <p
                data-inquiry-tag
                className="mb-1 inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700"
              >
                {heading.tag}
              </p>
            )}
            <Dialog.Title className="pr-8 text-2xl font-bold text-brand-900">{heading.title}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-600">
              {heading.note ?? 'Tell us a little about you and an expert will get back to you.'}
            </Dialog.Description>
            <div className="mt-6">
              <InquiryForm request={request} onDone={() => onOpenChange(false)} onNotice={setNotice} />
            </div>
            <Dialog.Close className="mt-3 w-full rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50">
              {notice ? 'Close' : 'Cancel'}
            </Dialog.Close>
            <DialogCloseIcon />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
