import type { Route } from './+types/gstin-validator';
import { heroCopy, pageCopy } from '../../features/site/page-copy.server';
import { Island } from '../../components/island';
import { island } from '../../site/islands.server';
import { copyMeta } from '../../features/site/page-meta';

export function loader() {
  const page = pageCopy('/tools/gstin-validator');
  return { page, tool: island('gstin-validator', { page: heroCopy(page) }) };
}

export const meta = copyMeta;

/** The GSTIN and PAN validator, with the structure of both numbers explained under it. */
export default function GstinValidatorPage({ loaderData }: Route.ComponentProps) {
  return <Island {...loaderData.tool} />;
}
