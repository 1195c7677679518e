import { isoToday } from '../../features/tools/format';
import { GstCalculator } from '../../features/tools/gst-calculator';
import type { Route } from './+types/gst-calculator';
import { pageCopy } from '../../features/site/page-copy.server';
import { copyMeta } from '../../features/site/page-meta';

/** Runs at prerender: the date the page's rates were chosen for (the browser moves to its own today). */
export function loader() {
  return { page: pageCopy('/tools/gst-calculator'), builtOn: isoToday() };
}

export const meta = copyMeta;

/** The GST calculator, with the rates in force explained under it. */
export default function GstCalculatorPage({ loaderData }: Route.ComponentProps) {
  return <GstCalculator page={loaderData.page} builtOn={loaderData.builtOn} />;
}
