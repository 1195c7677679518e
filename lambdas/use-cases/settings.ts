import type { Caller } from '../../shared/domain';
import type { FirmSettings } from '../../shared/portal-model';
import { getSettings, putSettings } from '../data/settings';

/**
 * The firm's settings: alert addresses, contact details, the documents' keeping period, the
 * holidays and the response target.
 */
export { getSettings };

/** The settings a caller from before they existed leaves out. */
type Later = 'documentRetentionYears' | 'holidays' | 'responseTargetHours';

/**
 * Replaces the firm's settings (all fields, as validated). The documents' keeping period, the
 * holidays and the response target may be left out (callers from before they existed): the
 * stored ones then stay.
 */
export async function updateSettings(
  caller: Caller,
  input: Omit<FirmSettings, Later | 'updatedAt' | 'updatedBy'> & Partial<Pick<FirmSettings, Later>>,
): Promise<FirmSettings> {
  const stored = await getSettings();
  const {
    documentRetentionYears = stored.documentRetentionYears,
    holidays = stored.holidays,
    responseTargetHours = stored.responseTargetHours,
    ...rest
  } = input;
  return putSettings({
    ...rest,
    documentRetentionYears,
    holidays,
    responseTargetHours,
    updatedAt: new Date().toISOString(),
    updatedBy: caller.profile.full_name,
  });
}
