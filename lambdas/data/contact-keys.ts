import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import { HOME_COUNTRY, metadataOf } from './phone-metadata';

/**
 * India's numbering plan, put in by the Lambda bundler (infra/lambda-bundling.ts) so a cold start
 * does not load every country's. Unbundled (tests, the local stack) it is undefined and taken from
 * the whole set below, by the same function.
 */
declare const __HOME_PHONE_METADATA__: MetadataJson | undefined;

let world: Promise<MetadataJson> | undefined;
/** Every country's plan, loaded the first time a number is not India's (tried again after a failure). */
const worldMetadata = () =>
  (world ??= import('libphonenumber-js/min/metadata').then(
    (m) => ((m as { default?: MetadataJson }).default ?? m) as MetadataJson,
    (error: unknown) => {
      world = undefined;
      throw error;
    },
  ));

/** India's plan: put in by the bundler, else narrowed from every country's. */
const homeMetadata = async (): Promise<MetadataJson> =>
  typeof __HOME_PHONE_METADATA__ === 'undefined'
    ? metadataOf(await worldMetadata(), [HOME_COUNTRY])
    : __HOME_PHONE_METADATA__;

/**
 * A phone number in E.164, the key a person is recognised by across submissions: an Indian number
 * written any way, '098111 00001', '+91 98111 00001' or '9811100001', is '+919811100001'; numbers
 * without a country code are read as Indian. Undefined when the number is not a valid one.
 * Parsing is libphonenumber's, with its country metadata, not a pattern of ours: India's plan
 * first, every country's when India's does not accept the number.
 */
export async function phoneE164(raw: string | undefined): Promise<string | undefined> {
  if (!raw) return undefined;
  const indian = parsePhoneNumberFromString(raw, HOME_COUNTRY, await homeMetadata());
  if (indian?.isValid()) return indian.number;
  const any = parsePhoneNumberFromString(raw, HOME_COUNTRY, await worldMetadata());
  return any?.isValid() ? any.number : undefined;
}

/** The e-mail address in lower case, the other key a person is recognised by. */
export const emailKeyOf = (raw: string | undefined) => {
  const email = raw?.trim().toLowerCase();
  return email && email.includes('@') ? email : undefined;
};

/** The contact claims a lead makes: `contact#phone#<E.164>` and `contact#email#<address>`. */
export async function contactKeys(lead: { phone?: string; email?: string }): Promise<string[]> {
  const phone = await phoneE164(lead.phone);
  const email = emailKeyOf(lead.email);
  return [phone && `contact#phone#${phone}`, email && `contact#email#${email}`].filter((k): k is string =>
    Boolean(k),
  );
}
