import { IncomeTaxCalculator } from '../../features/tools/income-tax-calculator';
import type { Route } from './+types/income-tax-calculator';
import { pageCopy } from '../../features/site/page-copy.server';
import { copyMeta } from '../../features/site/page-meta';

export const loader = () => ({ page: pageCopy('/tools/income-tax-calculator') });

export const meta = copyMeta;

/** The income-tax calculator, with the current year's rules explained under it. */
export default function IncomeTaxCalculatorPage({ loaderData }: Route.ComponentProps) {
  return <IncomeTaxCalculator page={loaderData.page} />;
}
