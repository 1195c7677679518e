import { businessMinutesBetween, isPastTarget } from '../../shared/business-hours';
import type { Lead } from '../../shared/domain';
import type { FirmSettings } from '../../shared/portal-model';
import { waitingLeads } from '../data/leads';

/** A lead waiting past the response target, and its wait so far in business minutes. */
export interface PastTarget {
  lead: Lead;
  minutes: number;
}

/**
 * The leads waiting for a first response past the firm's target, counted in its business hours
 * (with its holidays), oldest first. Read from the byStatus index: only leads old enough by the
 * wall clock are read, as business time never runs faster.
 */
export async function leadsPastTarget(
  settings: Pick<FirmSettings, 'holidays' | 'responseTargetHours'>,
  now: Date,
): Promise<PastTarget[]> {
  const before = new Date(now.getTime() - settings.responseTargetHours * 3_600_000).toISOString();
  const until = now.toISOString();
  return (await waitingLeads(before))
    .map((lead) => ({ lead, minutes: businessMinutesBetween(lead.createdAt, until, settings.holidays) }))
    .filter(({ minutes }) => isPastTarget(minutes, settings.responseTargetHours));
}
