import { checkLead, mapLead } from '../lead-mapping';
import { isObject, text, type Payload, type PlatformLead } from './common';

/**
 * WordPress form plugins post the form's fields, each its own way: Contact Form 7 through a
 * webhook add-on as `your-name`, `your-email`…; Elementor's webhook action flat by label
 * (`Name`, `Email`) or, with advanced data, as `fields[name][value]` (form-encoded) or
 * `fields: {name: {value}}` (JSON), with `form[name]`, `form[id]`; WPForms with the keys the
 * admin maps. JustDial's push posts flat fields (name, mobile, email, category, leadid) too.
 * Everything is flattened to lower-case keys (`your-` dropped, dashes and spaces as
 * underscores) and read by the common mapping.
 */
export function flattenFormFields(payload: Payload): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (key: string, value: unknown) => {
    const v = text(value);
    const k = key
      .trim()
      .toLowerCase()
      .replace(/^your[-_]/, '')
      .replace(/[-\s]+/g, '_');
    if (v && k && !(k in out)) out[k] = v;
  };
  for (const [key, value] of Object.entries(payload)) {
    const bracketed = /^(fields|form)\[([^\]]+)\](?:\[([^\]]+)\])?$/.exec(key);
    if (bracketed) {
      const [, group, name, part] = bracketed;
      if (group === 'fields' && part === 'value') put(name!, value);
      if (group === 'form' && !part) put(`form_${name}`, value);
      continue;
    }
    if ((key === 'fields' || key === 'form') && isObject(value)) {
      for (const [name, field] of Object.entries(value)) {
        const prefix = key === 'form' ? 'form_' : '';
        put(prefix + name, isObject(field) ? field.value : field);
      }
      continue;
    }
    put(key, value);
  }
  return out;
}

export function mapWordPressLead(payload: Payload): PlatformLead {
  const flat = flattenFormFields(payload);
  const common = mapLead(flat);
  const lead = checkLead({
    ...common,
    service: common.service ?? flat.category,
    formId: flat.form_id ?? flat.form_name ?? flat._wpcf7,
  });
  return { lead, deliveryId: flat.leadid };
}
