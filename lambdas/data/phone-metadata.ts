import type { MetadataJson } from 'libphonenumber-js/core';

/**
 * libphonenumber's metadata narrowed to some countries: their calling codes and their numbering
 * plans, nothing of anyone else's. The Lambda bundles start with India's alone (a few KB instead
 * of the whole world's 80 KB; see infra/lambda-bundling.ts) and load the rest only for a number
 * India's plan does not accept.
 */
export function metadataOf(all: MetadataJson, countries: readonly string[]): MetadataJson {
  const json = all as unknown as {
    country_calling_codes: Record<string, string[]>;
    countries: Record<string, unknown>;
  };
  const codes = Object.entries(json.country_calling_codes)
    .map(([code, list]) => [code, list.filter((c) => countries.includes(c))] as const)
    .filter(([, list]) => list.length > 0);
  return {
    ...json,
    country_calling_codes: Object.fromEntries(codes),
    countries: Object.fromEntries(countries.map((c) => [c, json.countries[c]])),
    nonGeographic: {},
  } as unknown as MetadataJson;
}

/** The country whose plan a Lambda starts with; numbers without a country code are read as its. */
export const HOME_COUNTRY = 'IN';
