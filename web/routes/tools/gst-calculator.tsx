import { isoToday } from '../../features/tools/format';
import type { Route } from './+types/gst-calculator';
import { heroCopy, pageCopy } from '../../features/site/page-copy.server';
import { Island } from '../../components/island';
import { island } from '../../site/islands.server';
import { copyMeta } from '../../features/site/page-meta';

/** Runs at prerender: the date the page's rates were chosen for (the browser moves to its own today). */
export function loader() {
  const page = pageCopy('/tools/gst-calculator');
  return { page, tool: island('gst-calculator', { page: heroCopy(page), builtOn: isoToday() }) };
}

export const meta = copyMeta;

/** The GST calculator, with the rates in force explained under it. */
export default function GstCalculatorPage({ loaderData }: Route.ComponentProps) {
  return <Island {...loaderData.tool} />;
}
