import type { AuditEvent, DashboardUser } from '../../shared/domain';

/** Who did something, as the audit log records them. */
export type Actor = AuditEvent['actor'];

/**
 * The actor a signed-in user is. In a module of its own: the document handlers record actors
 * without loading the account code (and the Cognito client) that security.ts needs.
 */
export const actorOf = (user: DashboardUser): Actor => ({ sub: user.sub, email: user.email });
