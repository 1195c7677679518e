import { TaxIdChecker } from '../../features/tools/tax-id-checker';
import type { Route } from './+types/gstin-validator';
import { pageCopy } from '../../features/site/page-copy.server';
import { copyMeta } from '../../features/site/page-meta';

export const loader = () => ({ page: pageCopy('/tools/gstin-validator') });

export const meta = copyMeta;

/** The GSTIN and PAN validator, with the structure of both numbers explained under it. */
export default function GstinValidatorPage({ loaderData }: Route.ComponentProps) {
  return <TaxIdChecker page={loaderData.page} />;
}
