import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { dangerButton, primaryButton, secondaryButton } from './styles';

/** A centred dialog (Radix: focus trapped and restored, Escape and the close icon close it). */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          className={`fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl ${
            wide ? 'max-w-3xl' : 'max-w-md'
          }`}
        >
          <Dialog.Title className="pr-8 text-xl font-bold text-brand-900">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <div className="mt-5">{children}</div>
          <DialogCloseIcon />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The X in a dialog's corner (Radix's Close: it closes the dialog it sits in). */
export function DialogCloseIcon({ label = 'Close' }: { label?: string }) {
  return (
    <Dialog.Close
      aria-label={label}
      className="absolute right-4 top-4 grid h-9 w-9 place-items-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {/* Lucide's X, drawn here so this file (shared with the public inquiry dialog) needs no icon library. */}
      <svg
        aria-hidden="true"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="M18 6 6 18M6 6l12 12" />
      </svg>
    </Dialog.Close>
  );
}

/**
 * A question before an action that cannot be taken back (or that tells someone at once): the
 * dialog says what will happen, Cancel closes it, the action button does it.
 */
export function ConfirmDialog({
  open,
  onCancel,
  title,
  description,
  action,
  busy,
  danger,
  onConfirm,
  children,
}: {
  open: boolean;
  onCancel: () => void;
  title: string;
  description: ReactNode;
  /** The action button's words, e.g. 'Delete'. */
  action: string;
  busy: boolean;
  danger?: boolean;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  return (
    <Modal open={open} onOpenChange={(o) => !o && onCancel()} title={title} description={description}>
      {children}
      <div className={`flex justify-end gap-2 ${children ? 'mt-6' : ''}`}>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className={danger ? dangerButton : primaryButton}
          disabled={busy}
          onClick={onConfirm}
        >
          {action}
        </button>
      </div>
    </Modal>
  );
}
