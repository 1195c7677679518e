import { firm } from '../../../shared/firm';
import { PageHero } from '../../features/site/blocks';
import { pageMeta } from '../../features/site/page-meta';
import { HraCalculator } from '../../features/tools/hra-calculator';
import { toolJsonLd } from '../../features/tools/tool-parts';

const tool = { name: 'HRA Calculator', path: '/tools/hra-calculator' };

export function meta() {
  const description =
    'Work out how much of your house rent allowance is exempt under section 10(13A) and rule 2A: the three limits, the exempt part and the taxable part.';
  return pageMeta({
    title: `HRA Exemption Calculator | ${firm.name}`,
    description,
    path: tool.path,
    jsonLd: [toolJsonLd({ ...tool, description })],
  });
}

/** The HRA calculator, with rule 2A explained under it. */
export default function HraCalculatorPage() {
  return (
    <>
      <PageHero
        eyebrow="Tax tools"
        title="HRA exemption calculator"
        lead="See how much of your house rent allowance is tax-free under the old regime, and how much is taxed as salary."
      />
      <HraCalculator />
    </>
  );
}
