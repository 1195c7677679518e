import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { getSettings } from './data/settings';
import { getDashboardUser } from './data/users';
import { leadsPastTarget } from './domain/response-times';

/** The most overdue leads the overview lists; the count covers them all. */
const LISTED = 50;

/**
 * GET /api/admin/response-times: the firm's response target and holidays (the lead pages count
 * each lead's wait with them) and the leads waiting past the target, oldest first.
 */
export const handler = createHandler(
  'getResponseTimes',
  async () => {
    const now = new Date();
    const settings = await getSettings();
    const pastTarget = await leadsPastTarget(settings, now);
    return json(200, {
      targetHours: settings.responseTargetHours,
      holidays: settings.holidays,
      overdueCount: pastTarget.length,
      overdue: pastTarget.slice(0, LISTED).map(({ lead, minutes }) => ({
        id: lead.id,
        ...(lead.name ? { name: lead.name } : {}),
        email: lead.email,
        ...(lead.phone ? { phone: lead.phone } : {}),
        source: lead.source,
        ...(lead.service ? { service: lead.service } : {}),
        createdAt: lead.createdAt,
        waitedMinutes: minutes,
      })),
    } satisfies ApiResponse<'getResponseTimes'>);
  },
  getDashboardUser,
);
