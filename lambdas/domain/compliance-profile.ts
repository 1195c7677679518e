import type { ComplianceProfile } from '../../shared/compliance/obligations';
import type { DashboardUser } from '../../shared/domain';

/**
 * A client's obligations, GSTIN and reminder lead time as recorded, whoever sets them (the client
 * on its profile, or the firm on the client's page): each obligation once, with who set them and
 * when.
 */
export const complianceProfileOf = (
  input: Pick<ComplianceProfile, 'obligations' | 'gstin' | 'reminderDays'>,
  by: DashboardUser,
  now = new Date(),
): ComplianceProfile => ({
  obligations: [...new Set(input.obligations)],
  gstin: input.gstin,
  reminderDays: input.reminderDays,
  updatedAt: now.toISOString(),
  updatedBy: by.full_name,
});
