import type { ComponentType } from 'react';
import type { IslandName } from './islands.server';

type Loader = () => Promise<ComponentType<never>>;

/** Each island's component, loaded when a page that has one is opened (the names of islands.server.tsx). */
const islands: Record<IslandName, Loader> = {
  'income-tax-calculator': () =>
    import('../features/tools/income-tax-calculator').then((m) => m.IncomeTaxCalculator),
  'hra-calculator': () => import('../features/tools/hra-calculator').then((m) => m.HraCalculator),
  'gst-calculator': () => import('../features/tools/gst-calculator').then((m) => m.GstCalculator),
  'gstin-validator': () => import('../features/tools/tax-id-checker').then((m) => m.TaxIdChecker),
  'compliance-calendar': () =>
    import('../features/compliance/compliance-calendar').then((m) => m.ComplianceCalendar),
  'consultation-form': () => import('../features/inquiry/consultation-form').then((m) => m.ConsultationForm),
};

/** The prefix of the ids an island's components generate, the same at prerender and in the browser. */
export const islandIdPrefix = (name: string) => `${name}-`;

/**
 * Hydrates every island of the page not yet hydrated: its component and React load now, and
 * take over the markup rendered at prerender with the props kept beside it.
 */
export async function hydrateIslands(root: ParentNode = document): Promise<void> {
  const elements = [...root.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrated])')];
  if (!elements.length) return;
  const [{ createElement }, { hydrateRoot }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
  ]);
  await Promise.all(
    elements.map(async (element) => {
      const name = element.dataset.island as IslandName;
      const load = islands[name];
      if (!load || element.dataset.hydrated !== undefined) return;
      element.dataset.hydrated = '';
      const component = await load();
      const props = JSON.parse(element.dataset.props ?? '{}') as object;
      hydrateRoot(element, createElement(component as ComponentType<object>, props), {
        identifierPrefix: islandIdPrefix(name),
      });
    }),
  );
}
