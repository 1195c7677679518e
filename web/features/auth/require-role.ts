import { redirect } from 'react-router';
import type { DashboardUser } from '../../../shared/domain';
import type { Role } from '../../../shared/runtime-config';
import { currentUser, logout } from '../../lib/auth';
import { pagePaths } from '../../../shared/page-paths';

/**
 * The browser-side guard of a dashboard area (comfort only: the API checks every call). Anyone
 * who is not signed in with an active profile of this role goes to /dashboard-login.
 */
export async function requireRole(role: Role): Promise<DashboardUser> {
  let user: DashboardUser | null;
  try {
    user = await currentUser();
  } catch (error) {
    console.warn('Session check failed:', error);
    // An inactive account keeps no session in this browser.
    await logout();
    user = null;
  }
  if (!user || user.role !== role) throw redirect(pagePaths.login);
  return user;
}
