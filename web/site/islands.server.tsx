import { createElement, type ComponentProps, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { IslandMarkup } from '../components/island';
import { ComplianceCalendar } from '../features/compliance/compliance-calendar';
import { ConsultationForm } from '../features/inquiry/consultation-form';
import { GstCalculator } from '../features/tools/gst-calculator';
import { HraCalculator } from '../features/tools/hra-calculator';
import { IncomeTaxCalculator } from '../features/tools/income-tax-calculator';
import { TaxIdChecker } from '../features/tools/tax-id-checker';
import { islandIdPrefix } from './islands';

/** Every island, by the name the page's markup gives it; web/site/islands.ts loads the same ones. */
export const islandComponents = {
  'income-tax-calculator': IncomeTaxCalculator,
  'hra-calculator': HraCalculator,
  'gst-calculator': GstCalculator,
  'gstin-validator': TaxIdChecker,
  'compliance-calendar': ComplianceCalendar,
  'consultation-form': ConsultationForm,
};

export type IslandName = keyof typeof islandComponents;

/**
 * Renders an island on its own, at prerender (called by a page's loader): the browser hydrates
 * the element with the same component, props and id prefix, so the two renders match.
 */
export function island<N extends IslandName>(
  name: N,
  props: ComponentProps<(typeof islandComponents)[N]>,
): IslandMarkup {
  const component = islandComponents[name] as ComponentType<object>;
  const html = renderToString(createElement(component, props as object), {
    identifierPrefix: islandIdPrefix(name),
  });
  return { name, props: props as object, html };
}
