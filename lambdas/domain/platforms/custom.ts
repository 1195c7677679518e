import { readFieldMap, type FieldMap } from '../../../shared/lead-platforms';
import { checkLead, mapLead } from '../lead-mapping';
import type { Payload, PlatformLead } from './common';

/**
 * A custom endpoint: the admin points each lead field at a dotted path in the payload. Fields
 * left unmapped are looked for under their common names, as a generic endpoint does, so an
 * endpoint with no map yet still takes a plain payload.
 */
export function mapCustomLead(payload: Payload, map: FieldMap): PlatformLead {
  const mapped = readFieldMap(payload, map);
  let common = {};
  try {
    common = mapLead(payload);
  } catch {
    // The common names found nothing usable; the map alone decides.
  }
  const { deliveryId, ...fields } = mapped;
  return { lead: checkLead({ ...common, ...fields }), deliveryId };
}
