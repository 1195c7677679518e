import { complianceProfileSchema, type ComplianceProfile } from '../../shared/compliance/obligations';
import type { DashboardUser } from '../../shared/domain';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { HttpError, validationError } from '../core/http';
import { readJsonObject } from '../core/body';
import { updateProfile } from '../data/users';

/**
 * Records a client's obligations, GSTIN and reminder lead time, whoever sets them (the client on
 * its profile, or the firm on the client's page): validated by the shared schema, with who set
 * them and when.
 */
export async function saveCompliance(
  event: APIGatewayProxyEventV2,
  route: 'updateMyCompliance' | 'updateClientCompliance',
  client: DashboardUser,
  by: DashboardUser,
): Promise<DashboardUser> {
  const parsed = complianceProfileSchema.safeParse(readJsonObject(event, route));
  if (!parsed.success) throw validationError(parsed.error.issues);
  const compliance: ComplianceProfile = {
    obligations: [...new Set(parsed.data.obligations)],
    gstin: parsed.data.gstin,
    reminderDays: parsed.data.reminderDays,
    updatedAt: new Date().toISOString(),
    updatedBy: by.full_name,
  };
  const profile = await updateProfile(client.sub, { compliance });
  if (!profile) throw new HttpError(404, 'No client with this id.');
  return profile;
}
