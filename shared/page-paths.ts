/**
 * Every address of the dashboards and of the login page: the one place a link, a redirect, a
 * notification or an e-mail takes a dashboard path from. The router's route table (web/routes.ts)
 * declares the same pages; a lint rule refuses a dashboard path written anywhere else, so a page
 * that moves is moved here once.
 */

/** Query values as a link carries them: empty or missing values are left out. */
type Query = Record<string, string | number | undefined>;

/** A path with a query string, encoded; the path alone when there is nothing to add. */
export function withQuery(path: string, query: Query = {}): string {
  const pairs = Object.entries(query).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
  );
  if (pairs.length === 0) return path;
  return `${path}?${new URLSearchParams(pairs.map(([k, v]) => [k, String(v)])).toString()}`;
}

/** A record's page, below a list's address. */
const below = (list: string) => (id: string) => `${list}/${encodeURIComponent(id)}`;

const ADMIN = '/admin-dashboard';
const CLIENT = '/client-dashboard';

/** Why the login page was opened, which it explains in a notice. */
export type LoginNotice = 'passwordChanged' | 'sessionEnded' | 'mfaOn';

export const pagePaths = {
  login: '/dashboard-login',
  loginWith: (notice: LoginNotice) => withQuery('/dashboard-login', { notice }),
  admin: {
    home: ADMIN,
    leads: `${ADMIN}/leads`,
    clients: `${ADMIN}/clients`,
    requests: `${ADMIN}/requests`,
    request: below(`${ADMIN}/requests`),
    documents: `${ADMIN}/documents`,
    notifications: `${ADMIN}/notifications`,
    settings: `${ADMIN}/settings`,
    webhooks: `${ADMIN}/webhooks`,
  },
  client: {
    home: CLIENT,
    requests: `${CLIENT}/requests`,
    request: below(`${CLIENT}/requests`),
    newRequest: `${CLIENT}/new-request`,
    /** The new-request page's first address: older notifications link to it. */
    newRequestBefore: `${CLIENT}/requests/new`,
    documents: `${CLIENT}/documents`,
    messages: `${CLIENT}/messages`,
    notifications: `${CLIENT}/notifications`,
    profile: `${CLIENT}/profile`,
  },
} as const;

/** The dashboard a role lands on after signing in. */
export const dashboardHome = (role: 'admin' | 'client'): string => pagePaths[role].home;

/** The prefixes the client-rendered areas live under (the edge sends them the app shell). */
export const appShellPrefixes = [ADMIN, CLIENT, pagePaths.login] as const;
