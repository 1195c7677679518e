import { businessMinutesBetween, isPastTarget } from '../../shared/business-hours';
import type { Lead } from '../../shared/domain';
import type { FirmSettings } from '../../shared/portal-model';

/** A lead waiting past the response target, and its wait so far in business minutes. */
export interface PastTarget {
  lead: Lead;
  minutes: number;
}

type TargetSettings = Pick<FirmSettings, 'holidays' | 'responseTargetHours'>;

/**
 * Leads created after this instant cannot be past the target yet: business time never runs
 * faster than the wall clock, so only older ones need reading.
 */
export const waitingSince = (settings: TargetSettings, now: Date): string =>
  new Date(now.getTime() - settings.responseTargetHours * 3_600_000).toISOString();

/**
 * Of leads waiting for a first response, those past the firm's target, counted in its business
 * hours (with its holidays), in the order given.
 */
export const pastTarget = (leads: readonly Lead[], settings: TargetSettings, now: Date): PastTarget[] =>
  leads
    .map((lead) => ({
      lead,
      minutes: businessMinutesBetween(lead.createdAt, now.toISOString(), settings.holidays),
    }))
    .filter(({ minutes }) => isPastTarget(minutes, settings.responseTargetHours));
