import { firm } from '../../../shared/firm';
import { PageHero } from '../../features/site/blocks';
import { pageMeta } from '../../features/site/page-meta';
import { isoToday } from '../../features/tools/format';
import { GstCalculator } from '../../features/tools/gst-calculator';
import { toolJsonLd } from '../../features/tools/tool-parts';
import type { Route } from './+types/gst-calculator';

const tool = { name: 'GST Calculator', path: '/tools/gst-calculator' };

/** Runs at prerender: the date the page's rates were chosen for (the browser moves to its own today). */
export function loader() {
  return { builtOn: isoToday() };
}

export function meta() {
  const description =
    'Add GST to an amount or take it out, at the GST rates in force today, split into CGST and SGST or IGST, with the totals.';
  return pageMeta({
    title: `GST Calculator: CGST, SGST and IGST | ${firm.name}`,
    description,
    path: tool.path,
    jsonLd: [toolJsonLd({ ...tool, description })],
  });
}

/** The GST calculator, with the rates in force explained under it. */
export default function GstCalculatorPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Tax tools"
        title="GST calculator"
        lead="Add GST to a price or take it out of one, and see the CGST and SGST or IGST split."
      />
      <GstCalculator builtOn={loaderData.builtOn} />
    </>
  );
}
