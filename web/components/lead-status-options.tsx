import { leadStatuses } from '../../shared/domain';
import { leadStatusLabels } from '../../shared/leads';

/** 'All statuses' and each lead status, for a filter's select. */
export function LeadStatusOptions() {
  return (
    <>
      <option value="">All statuses</option>
      {leadStatuses.map((s) => (
        <option key={s} value={s}>
          {leadStatusLabels[s]}
        </option>
      ))}
    </>
  );
}
