import { TaxIdChecker } from '../../features/tools/tax-id-checker';
import type { Route } from './+types/gstin-validator';
import { pageCopy } from '../../features/site/page-copy.server';

export const loader = () => ({ page: pageCopy('/tools/gstin-validator') });

/** The GSTIN and PAN validator, with the structure of both numbers explained under it. */
export default function GstinValidatorPage({ loaderData }: Route.ComponentProps) {
  return <TaxIdChecker page={loaderData.page} />;
}
