import type { ReactNode } from 'react';
import { isOfficialSource, sourceHost } from '../../shared/source-links';
import { GST_ON_FEES_PROVENANCE, GST_PERCENT } from '../../shared/statutory-fees';

/**
 * Marks what it wraps as figures taken from one of the site's rule sets (the tax tools' rules, the
 * compliance calendar, government fees, GST rates), with the year they apply to and the
 * instrument that sets them. Every such figure on a public page sits inside one: a reader (or a
 * crawler) can tell which law a number comes from, and the site's provenance check finds any
 * figure that lost its year.
 */
export function Provenance({
  year,
  source,
  as: Tag = 'div',
  className,
  children,
}: {
  /** The year or period the figures apply to: "tax year 2026-27", "FY 2025-26", "in force on 1 December 2026". */
  year: string;
  /** The Act, rule or notification that sets them. */
  source: string;
  as?: 'div' | 'span' | 'section' | 'li' | 'p';
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag data-rule-year={year} data-rule-source={source} className={className}>
      {children}
    </Tag>
  );
}

/**
 * A link to the text of a provision. A link to anything but a Government of India site says that
 * it goes to a copy, not the official text.
 */
export function LawLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} className={className} rel="noopener noreferrer">
      {children}
      {!isOfficialSource(href) && ` (a copy at ${sourceHost(href)}, not the official text)`}
    </a>
  );
}

/** "18% GST", the rate on the firm's fees, marked with its year and notification. */
export function GstOnFees() {
  return (
    <Provenance as="span" {...GST_ON_FEES_PROVENANCE}>
      {GST_PERCENT}% GST
    </Provenance>
  );
}
