import { HraCalculator } from '../../features/tools/hra-calculator';
import type { Route } from './+types/hra-calculator';
import { pageCopy } from '../../features/site/page-copy.server';
import { copyMeta } from '../../features/site/page-meta';

export const loader = () => ({ page: pageCopy('/tools/hra-calculator') });

export const meta = copyMeta;

/** The HRA calculator, with rule 2A explained under it. */
export default function HraCalculatorPage({ loaderData }: Route.ComponentProps) {
  return <HraCalculator page={loaderData.page} />;
}
