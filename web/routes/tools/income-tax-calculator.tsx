import type { Route } from './+types/income-tax-calculator';
import { heroCopy, pageCopy } from '../../features/site/page-copy.server';
import { Island } from '../../components/island';
import { island } from '../../site/islands.server';
import { copyMeta } from '../../features/site/page-meta';

export function loader() {
  const page = pageCopy('/tools/income-tax-calculator');
  return { page, tool: island('income-tax-calculator', { page: heroCopy(page) }) };
}

export const meta = copyMeta;

/** The income-tax calculator, with the current year's rules explained under it. */
export default function IncomeTaxCalculatorPage({ loaderData }: Route.ComponentProps) {
  return <Island {...loaderData.tool} />;
}
