import type { LeadStatus } from '../../../shared/domain';
import { leadBadgeVariant, leadStatusLabels } from '../../../shared/leads';

const badgeClass = {
  outline: 'border border-slate-300 text-slate-700',
  secondary: 'bg-slate-200 text-slate-800',
  default: 'bg-brand-700 text-white',
} as const;

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const variant = leadBadgeVariant(status);
  return (
    <span
      data-badge={variant}
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${badgeClass[variant]}`}
    >
      {leadStatusLabels[status]}
    </span>
  );
}
