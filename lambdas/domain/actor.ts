import type { AuditEvent, Caller, DashboardUser } from '../../shared/domain';

/** Who did something, as the audit log records them. */
export type Actor = AuditEvent['actor'];

/** The actor a signed-in user is. */
export const actorOf = (user: DashboardUser): Actor => ({ sub: user.sub, email: user.email });

/** Who acted on a lead, as its timeline names them: the caller, by the name on their profile. */
export const leadActorOf = (caller: Caller) => ({ sub: caller.sub, name: caller.profile.full_name });
