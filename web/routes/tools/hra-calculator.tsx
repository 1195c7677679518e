import type { Route } from './+types/hra-calculator';
import { heroCopy, pageCopy } from '../../features/site/page-copy.server';
import { Island } from '../../components/island';
import { island } from '../../site/islands.server';
import { copyMeta } from '../../features/site/page-meta';

export function loader() {
  const page = pageCopy('/tools/hra-calculator');
  return { page, tool: island('hra-calculator', { page: heroCopy(page) }) };
}

export const meta = copyMeta;

/** The HRA calculator, with the chosen year's rule explained under it. */
export default function HraCalculatorPage({ loaderData }: Route.ComponentProps) {
  return <Island {...loaderData.tool} />;
}
