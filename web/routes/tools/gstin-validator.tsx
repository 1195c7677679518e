import { firm } from '../../../shared/firm';
import { PageHero } from '../../features/site/blocks';
import { pageMeta } from '../../features/site/page-meta';
import { TaxIdChecker } from '../../features/tools/tax-id-checker';
import { toolJsonLd } from '../../features/tools/tool-parts';

const tool = { name: 'GSTIN and PAN Validator', path: '/tools/gstin-validator' };

export function meta() {
  const description =
    'Check a GSTIN or PAN offline: its state, embedded PAN, holder type and check character, and what is wrong if it does not add up.';
  return pageMeta({
    title: `GSTIN and PAN Validator | ${firm.name}`,
    description,
    path: tool.path,
    jsonLd: [toolJsonLd({ ...tool, description })],
  });
}

/** The GSTIN and PAN validator, with the structure of both numbers explained under it. */
export default function GstinValidatorPage() {
  return (
    <>
      <PageHero
        eyebrow="Tax tools"
        title="GSTIN and PAN validator"
        lead="Check a GSTIN or a PAN before you put it on an invoice or a return. The check runs in your browser."
      />
      <TaxIdChecker />
    </>
  );
}
