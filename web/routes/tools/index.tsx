import { PageHero } from '../../components/blocks';
import { LinkCard } from '../../components/cards';
import { taxTools } from '../../features/tools/tool-list';
import type { Route } from './+types/index';
import { pageCopy } from '../../features/site/page-copy.server';
import { copyMeta } from '../../features/site/page-meta';

export const loader = () => ({ page: pageCopy('/tools') });

export const meta = copyMeta;

/** The four tax tools, one line each. */
export default function ToolsIndex({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...loaderData.page} />
      <section aria-label="The tools" className="mx-auto max-w-7xl px-4 pb-16">
        <ul className="grid gap-5 sm:grid-cols-2">
          {taxTools.map((tool) => (
            <LinkCard key={tool.path} to={tool.path} title={tool.name} text={tool.summary} level="h2" />
          ))}
        </ul>
      </section>
    </>
  );
}
