import { HraCalculator } from '../../features/tools/hra-calculator';
import type { Route } from './+types/hra-calculator';
import { pageCopy } from '../../features/site/page-copy.server';

export const loader = () => ({ page: pageCopy('/tools/hra-calculator') });

/** The HRA calculator, with rule 2A explained under it. */
export default function HraCalculatorPage({ loaderData }: Route.ComponentProps) {
  return <HraCalculator page={loaderData.page} />;
}
