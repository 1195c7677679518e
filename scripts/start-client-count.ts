import { startClientCount } from '../lambdas/data/users';

/**
 * Starts keeping the client count the admin overview reads (one item in DashboardUsers, added to
 * by each client profile's transaction): counts the client profiles stored so far and stores the
 * number. Until it runs, the overview counts the byRole index on each visit. Run once after
 * deploying, while nobody is being invited, with the deployed table name:
 *
 *   TABLE_DASHBOARD_USERS=<DashboardUsers> npx tsx scripts/start-client-count.ts
 *
 * Running it again changes nothing: a kept count is left as it is.
 */
async function main() {
  if (!process.env.TABLE_DASHBOARD_USERS) {
    throw new Error('Set TABLE_DASHBOARD_USERS to the deployed table name.');
  }
  console.log(`${await startClientCount()} clients counted`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
