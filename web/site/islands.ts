import type { ComponentType } from 'react';
import type { Root } from 'react-dom/client';
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

const roots = new Map<HTMLElement, Root>();
const loading = new WeakSet<HTMLElement>();

/**
 * Hydrates every island of the page not yet hydrated: its component and React load now, and
 * take over the markup rendered at prerender with the props kept beside it. An island whose code
 * could not load (offline) stays as it is and is tried again on the next call. Islands that left
 * the page (React drew another page over them) are unmounted.
 */
export async function hydrateIslands(root: ParentNode = document): Promise<void> {
  for (const [element, islandRoot] of roots) {
    if (!element.isConnected) {
      islandRoot.unmount();
      roots.delete(element);
    }
  }
  const elements = [...root.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrated])')].filter(
    (element) => !loading.has(element),
  );
  if (!elements.length) return;
  elements.forEach((element) => loading.add(element));
  await Promise.all(
    elements.map(async (element) => {
      const name = element.dataset.island as IslandName;
      try {
        const [{ createElement }, { hydrateRoot }, component] = await Promise.all([
          import('react'),
          import('react-dom/client'),
          islands[name](),
        ]);
        const props = JSON.parse(element.dataset.props ?? '{}') as object;
        roots.set(
          element,
          hydrateRoot(element, createElement(component as ComponentType<object>, props), {
            identifierPrefix: islandIdPrefix(name),
          }),
        );
        element.dataset.hydrated = '';
      } catch {
        // Offline, or no such island: the prerendered markup stays; the next call tries again.
      } finally {
        loading.delete(element);
      }
    }),
  );
}
