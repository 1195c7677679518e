import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The lead list searched for `query` (with any other filters), once the lead named `name` is in
 * it; returns that lead's row. The search reads an index the leads table's stream writes, so a
 * lead saved a moment ago can take a moment to be found (longer on a loaded machine): the page is
 * loaded again until it is, as a person would search again.
 */
export async function searchLeadsFor(
  page: Page,
  query: string,
  name: string,
  filters: Record<string, string> = {},
): Promise<Locator> {
  const url = `/admin-dashboard/leads?${new URLSearchParams({ ...filters, q: query })}`;
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(async () => {
    await page.goto(url);
    await expect(row).toHaveCount(1, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  return row;
}

/**
 * The lead list filtered to one source, once it shows `leads` leads (those that came through
 * `endpoint`, when given: a platform's source gathers every endpoint of that platform). A webhook
 * lead is placed (and its source remembered for the filter) from the leads table's stream a
 * moment after the sender's answer: the list is loaded again until the filter offers the source
 * and the leads are in it, as a person would look again.
 */
export async function showLeadsFrom(
  page: Page,
  source: string,
  leads = 1,
  options: { testLeads?: boolean; endpoint?: string } = {},
): Promise<void> {
  const rows = options.endpoint
    ? page.getByRole('row').filter({ hasText: `via ${options.endpoint}` })
    : page.getByRole('row');
  await expect(async () => {
    await page.goto('/admin-dashboard/leads');
    // A platform's test leads are left out of the list unless asked for.
    if (options.testLeads) await page.getByLabel('Test leads').selectOption('only');
    await page.getByLabel('Source', { exact: true }).selectOption(source, { timeout: 3_000 });
    // And the header, when every row is counted.
    await expect(rows).toHaveCount(options.endpoint ? leads : leads + 1, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}
