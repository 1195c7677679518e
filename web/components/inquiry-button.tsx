import type { ReactNode } from 'react';

/** What a button asks of the inquiry dialog: a service, and optionally its own title. */
export interface InquiryRequest {
  service?: string;
  title?: string;
  /** Shown above the title, e.g. 'General Inquiry'. */
  tag?: string;
}

/**
 * A button that opens the inquiry dialog (through the public pages' one listener,
 * web/site/runtime.ts); inert until that script runs. Works inside static islands too.
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
