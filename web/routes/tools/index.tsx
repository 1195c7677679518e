import { Link } from 'react-router';
import { firm } from '../../../shared/firm';
import { PageHero } from '../../features/site/blocks';
import { pageMeta } from '../../features/site/page-meta';
import { taxTools } from '../../features/tools/tool-list';

export function meta() {
  return pageMeta({
    title: `Free Tax Tools: Income Tax, HRA, GST and GSTIN | ${firm.name}`,
    description:
      'Free calculators for income tax (old vs new regime), HRA exemption and GST, and a GSTIN and PAN validator. They run in your browser.',
    path: '/tools',
  });
}

/** The four tax tools, one line each. */
export default function ToolsIndex() {
  return (
    <>
      <PageHero
        eyebrow="Tax tools"
        title="Free tax tools"
        lead="Quick answers to everyday tax questions, worked out in your browser with the rules explained."
      />
      <section aria-label="The tools" className="mx-auto max-w-7xl px-4 pb-16">
        <ul className="grid gap-5 sm:grid-cols-2">
          {taxTools.map((tool) => (
            <li key={tool.path} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h2 className="text-lg font-semibold text-brand-900">
                <Link to={tool.path} className="hover:underline">
                  {tool.name}
                </Link>
              </h2>
              <p className="mt-2 text-slate-700">{tool.summary}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
