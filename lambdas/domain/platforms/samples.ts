import { randomInt, randomUUID } from 'node:crypto';
import { customFields, type SourceType } from '../../../shared/lead-platforms';
import { hmacSha256, type EndpointProof } from './common';
import type { Incoming } from './index';

/** Puts `value` at a dotted path, making the objects on the way. */
function setAt(target: Record<string, unknown>, path: string, value: string) {
  const parts = path.split('.');
  let at = target;
  for (const part of parts.slice(0, -1)) {
    const next = at[part];
    at = (typeof next === 'object' && next !== null ? next : (at[part] = {})) as Record<string, unknown>;
  }
  at[parts.at(-1)!] = value;
}

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/**
 * A realistic delivery of the endpoint's type, with the proof the platform would give (its key,
 * its signature), so "Send test" goes through the same checks and mapping as a real one. Each has
 * a fresh platform id, so every test makes a lead.
 */
export function sampleDelivery(
  type: Exclude<SourceType, 'generic'>,
  endpoint: EndpointProof,
  sender: string,
): Incoming {
  const note = `A test lead sent from the dashboard by ${sender}.`;
  const key = endpoint.platformKey ?? '';
  const json = (body: unknown, headers: Record<string, string> = {}, query: Record<string, string> = {}) => {
    const raw = JSON.stringify(body);
    const all: Record<string, string> = { 'content-type': 'application/json', ...headers };
    return { raw, header: (name: string) => all[name.toLowerCase()], query, sample: true };
  };
  switch (type) {
    case 'google-ads':
      return json({
        lead_id: `TeSter-${digits(12)}`,
        api_version: '1.0',
        form_id: Number(digits(11)),
        campaign_id: Number(digits(11)),
        google_key: key,
        is_test: true,
        gcl_id: `TeSter-${digits(10)}`,
        user_column_data: [
          { column_id: 'FULL_NAME', string_value: 'Test Lead', column_name: 'Full Name' },
          { column_id: 'EMAIL', string_value: 'test.lead@example.com', column_name: 'User Email' },
          { column_id: 'PHONE_NUMBER', string_value: '+919800000000', column_name: 'User Phone' },
          { column_id: 'CITY', string_value: 'Pune', column_name: 'City' },
          { column_id: 'SERVICE', string_value: 'GST registration', column_name: 'Which service?' },
        ],
      });
    case 'meta': {
      const incoming = json({
        object: 'page',
        entry: [
          {
            id: digits(15),
            time: Math.floor(Date.now() / 1000),
            changes: [
              {
                field: 'leadgen',
                value: {
                  leadgen_id: digits(16),
                  form_id: digits(15),
                  page_id: digits(15),
                  created_time: Math.floor(Date.now() / 1000),
                  field_data: [
                    { name: 'full_name', values: ['Test Lead'] },
                    { name: 'email', values: ['test.lead@example.com'] },
                    { name: 'phone_number', values: ['+919800000000'] },
                    { name: 'what_do_you_need?', values: [note] },
                  ],
                },
              },
            ],
          },
        ],
      });
      const signature = `sha256=${hmacSha256(endpoint.appSecret ?? '', incoming.raw).digest('hex')}`;
      return {
        ...incoming,
        header: (n) => (n.toLowerCase() === 'x-hub-signature-256' ? signature : incoming.header(n)),
      };
    }
    case 'indiamart':
      return json(
        {
          CODE: 200,
          STATUS: 'SUCCESS',
          RESPONSE: {
            UNIQUE_QUERY_ID: digits(10),
            QUERY_TYPE: 'W',
            QUERY_TIME: new Date().toISOString().slice(0, 19).replace('T', ' '),
            SENDER_NAME: 'Test Lead',
            SENDER_MOBILE: '+91-9800000000',
            SENDER_EMAIL: 'test.lead@example.com',
            SENDER_COMPANY: 'Test Traders',
            SENDER_CITY: 'Pune',
            SENDER_STATE: 'Maharashtra',
            SENDER_COUNTRY_ISO: 'IN',
            QUERY_PRODUCT_NAME: 'GST Registration Service',
            QUERY_MESSAGE: note,
          },
        },
        {},
        { key },
      );
    case 'typeform': {
      const incoming = json({
        event_id: randomUUID(),
        event_type: 'form_response',
        form_response: {
          form_id: 'TeStFoRm',
          token: randomUUID().replace(/-/g, ''),
          submitted_at: new Date().toISOString(),
          definition: {
            id: 'TeStFoRm',
            title: 'Test form',
            fields: [
              { id: 'f1', title: 'What is your name?', type: 'short_text' },
              { id: 'f2', title: 'Your e-mail', type: 'email' },
              { id: 'f3', title: 'Your phone', type: 'phone_number' },
              { id: 'f4', title: 'Anything else?', type: 'long_text' },
            ],
          },
          answers: [
            { type: 'text', text: 'Test Lead', field: { id: 'f1', type: 'short_text' } },
            { type: 'email', email: 'test.lead@example.com', field: { id: 'f2', type: 'email' } },
            {
              type: 'phone_number',
              phone_number: '+919800000000',
              field: { id: 'f3', type: 'phone_number' },
            },
            { type: 'text', text: note, field: { id: 'f4', type: 'long_text' } },
          ],
        },
      });
      const signature = `sha256=${hmacSha256(key, incoming.raw).digest('base64')}`;
      return {
        ...incoming,
        header: (n) => (n.toLowerCase() === 'typeform-signature' ? signature : incoming.header(n)),
      };
    }
    case 'custom': {
      // Each value where the endpoint's map looks for it; unmapped ones under their common names.
      const values: Record<(typeof customFields)[number], string> = {
        name: 'Test Lead',
        email: 'test.lead@example.com',
        phone: '+919800000000',
        company: 'Test Traders',
        service: 'GST registration',
        message: note,
        campaign: 'test-campaign',
        formId: 'test-form',
        deliveryId: `test-${digits(12)}`,
      };
      const body: Record<string, unknown> = {};
      for (const field of customFields) setAt(body, endpoint.fieldMap?.[field] || field, values[field]);
      return json(body, {}, { key });
    }
    case 'wordpress':
      return json(
        {
          'your-name': 'Test Lead',
          'your-email': 'test.lead@example.com',
          'your-phone': '+919800000000',
          'your-subject': 'GST registration',
          'your-message': note,
          form_name: 'Contact form 1',
        },
        {},
        { key },
      );
  }
}
