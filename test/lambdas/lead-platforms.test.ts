import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { verifyUrlKey } from '../../lambdas/domain/platforms/common';
import { mapCustomLead } from '../../lambdas/domain/platforms/custom';
import { mapGoogleAdsLead, verifyGoogleKey } from '../../lambdas/domain/platforms/google-ads';
import { mapIndiaMartLead } from '../../lambdas/domain/platforms/indiamart';
import {
  answerSubscription,
  leadgenChanges,
  metaLeads,
  verifyMetaSignature,
} from '../../lambdas/domain/platforms/meta';
import { graphClient, type Fetch } from '../../lambdas/data/meta-graph';
import { mapTypeformLead, verifyTypeformSignature } from '../../lambdas/domain/platforms/typeform';
import { flattenFormFields, mapWordPressLead } from '../../lambdas/domain/platforms/wordpress';
import { valueAt } from '../../shared/lead-platforms';
import { Refusal, refusalStatus } from '../../shared/refusal';

const fixture = (name: string) => readFileSync(join(__dirname, '../fixtures/lead-platforms', name), 'utf8');
const payload = (name: string) => JSON.parse(fixture(name)) as Record<string, unknown>;

/** The status the refusal thrown by `fn` is answered with (core's error mapping). */
async function statusOf(fn: () => unknown): Promise<number | undefined> {
  try {
    await fn();
  } catch (error) {
    if (error instanceof Refusal) return refusalStatus[error.kind];
    throw error;
  }
  return undefined;
}

describe('Google Ads', () => {
  it('maps the columns, the campaign and form ids, the test flag and the lead id', () => {
    const { lead, deliveryId } = mapGoogleAdsLead(payload('google-ads-lead.json'));
    expect(deliveryId).toBe('MTE1NTQ0MjQ5MzQ0OjAxMDY0MjQ3MjM4');
    expect(lead).toMatchObject({
      name: 'Priya Raman',
      email: 'priya.raman@example.com',
      phone: '+919876543210',
      company: 'Raman Exports',
      service: 'GST registration',
      campaign: '12345678901',
      formId: '40000000001',
      test: true,
    });
    expect(lead.message).toContain('City: Chennai');
  });

  it('joins first and last names', () => {
    const { lead } = mapGoogleAdsLead({
      lead_id: 'x',
      user_column_data: [
        { column_id: 'FIRST_NAME', string_value: 'Asha' },
        { column_id: 'LAST_NAME', string_value: 'Rao' },
        { column_id: 'PHONE_NUMBER', string_value: '+919800000001' },
      ],
    });
    expect(lead.name).toBe('Asha Rao');
    expect(lead.test).toBeUndefined();
  });

  it('refuses a missing google_key with 401 and a wrong one with 403', async () => {
    expect(await statusOf(() => verifyGoogleKey({}, 'k'))).toBe(401);
    expect(await statusOf(() => verifyGoogleKey({ google_key: 'nope' }, 'right-key'))).toBe(403);
    expect(await statusOf(() => verifyGoogleKey({ google_key: 'right-key' }, 'right-key'))).toBeUndefined();
  });
});

describe('Meta lead ads', () => {
  const secret = 'app-secret-for-the-unit-tests';
  const raw = fixture('meta-leadgen-with-answers.json');
  const sign = (body: string, key = secret) =>
    `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;

  it('answers the handshake only with the right verify token', async () => {
    const query = { 'hub.mode': 'subscribe', 'hub.verify_token': 'tok', 'hub.challenge': '1158201444' };
    expect(answerSubscription(query, 'tok')).toBe('1158201444');
    expect(await statusOf(() => answerSubscription({ ...query, 'hub.verify_token': 'bad' }, 'tok'))).toBe(
      403,
    );
    expect(await statusOf(() => answerSubscription({ ...query, 'hub.mode': 'unsubscribe' }, 'tok'))).toBe(
      403,
    );
  });

  it('checks X-Hub-Signature-256 over the raw body', async () => {
    expect(await statusOf(() => verifyMetaSignature(raw, sign(raw), secret))).toBeUndefined();
    expect(await statusOf(() => verifyMetaSignature(raw, undefined, secret))).toBe(401);
    expect(await statusOf(() => verifyMetaSignature(raw, sign(raw, 'other'), secret))).toBe(403);
    expect(await statusOf(() => verifyMetaSignature(`${raw} `, sign(raw), secret))).toBe(403);
  });

  it('maps answers included in the notification without calling the Graph API', async () => {
    const [one] = await metaLeads(JSON.parse(raw) as Record<string, unknown>, undefined);
    expect(one!.deliveryId).toBe('444444444444445');
    expect(one!.lead).toMatchObject({
      name: 'Arjun Mehta',
      email: 'arjun.mehta@example.com',
      phone: '+919811122233',
      company: 'Mehta Builders',
      service: 'Company registration',
      formId: '555555555555555',
    });
  });

  it('reads ids-only notifications from the Graph API', async () => {
    const calls: string[] = [];
    const recorded: Fetch = (url) => {
      calls.push(url);
      return Promise.resolve(new Response(fixture('meta-graph-lead.json'), { status: 200 }));
    };
    const notification = payload('meta-leadgen-notification.json');
    expect(leadgenChanges(notification).map((c) => c.leadgen_id)).toEqual(['444444444444444']);
    const [one] = await metaLeads(notification, graphClient('page-token', recorded));
    expect(calls[0]).toMatch(/^https:\/\/graph\.facebook\.com\/v21\.0\/444444444444444\?fields=/);
    expect(calls[0]).toContain('access_token=page-token');
    expect(one!.lead).toMatchObject({
      name: 'Kavya Iyer',
      email: 'kavya.iyer@example.com',
      phone: '+919900011122',
      campaign: '777777777777777',
      formId: '555555555555555',
    });
    expect(one!.lead.message).toContain('when should we call?: Weekday mornings');
  });

  it('answers 503 without a token and 502 when the Graph API refuses, so Meta sends again', async () => {
    const notification = payload('meta-leadgen-notification.json');
    expect(await statusOf(() => metaLeads(notification, undefined))).toBe(503);
    const refusing: Fetch = () =>
      Promise.resolve(new Response(fixture('meta-graph-error.json'), { status: 400 }));
    const error = await metaLeads(notification, graphClient('expired', refusing)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Refusal);
    expect(refusalStatus[(error as Refusal).kind]).toBe(502);
    expect((error as Refusal).message).toContain('Error validating access token');
  });
});

describe('IndiaMART', () => {
  it('maps the enquiry, with its product as the service and its id for idempotency', () => {
    const { lead, deliveryId } = mapIndiaMartLead(payload('indiamart-push.json'));
    expect(deliveryId).toBe('2658472315');
    expect(lead).toMatchObject({
      name: 'Ramesh Gupta',
      email: 'ramesh.gupta@example.com',
      // "+91-9812345678" as sent, read to E.164 as a website inquiry's phone is.
      phone: '+919812345678',
      company: 'Gupta Steel Traders',
      service: 'GST Return Filing Service',
    });
    expect(lead.message).toContain('I want monthly GST return filing.\nTurnover about 2 crore.');
    // The address already ends with the city, state and PIN code: they are not repeated.
    expect(lead.message).toContain('Address: Plot 12, Industrial Area, Ludhiana, Punjab, 141003, IN\n');
  });

  it('takes the subject when there is no product, and refuses a body without RESPONSE', async () => {
    const push = payload('indiamart-push.json');
    const response = { ...(push.RESPONSE as object), QUERY_PRODUCT_NAME: '' };
    expect(mapIndiaMartLead({ ...push, RESPONSE: response }).lead.service).toBe(
      'Requirement for GST Return Filing',
    );
    expect(await statusOf(() => mapIndiaMartLead({ CODE: 200 }))).toBe(422);
  });

  it('checks the URL key', async () => {
    expect(await statusOf(() => verifyUrlKey(undefined, 'k'))).toBe(401);
    expect(await statusOf(() => verifyUrlKey('wrong', 'k'))).toBe(403);
    expect(await statusOf(() => verifyUrlKey('k', 'k'))).toBeUndefined();
  });
});

describe('Typeform', () => {
  const raw = fixture('typeform-form-response.json');
  const sign = (key: string) => `sha256=${createHmac('sha256', key).update(raw).digest('base64')}`;

  it('checks the base64 Typeform-Signature', async () => {
    expect(await statusOf(() => verifyTypeformSignature(raw, sign('s3cret'), 's3cret'))).toBeUndefined();
    expect(await statusOf(() => verifyTypeformSignature(raw, undefined, 's3cret'))).toBe(401);
    expect(await statusOf(() => verifyTypeformSignature(raw, sign('other'), 's3cret'))).toBe(403);
  });

  it('maps answers by type and by question title', () => {
    const { lead, deliveryId } = mapTypeformLead(JSON.parse(raw) as Record<string, unknown>);
    expect(deliveryId).toBe('a3a12ec67a1ace1b5b8ff7c5dd3c4a12');
    expect(lead).toMatchObject({
      name: 'Sneha Kulkarni',
      company: 'Kulkarni Foods LLP',
      email: 'sneha@example.com',
      phone: '+919822233344',
      service: 'LLP annual filing',
      formId: 'lT4Z3j',
      message: 'Tell us more: Our Form 11 is due soon.',
    });
  });
});

describe('WordPress forms', () => {
  it('maps Contact Form 7 field names', () => {
    const { lead } = mapWordPressLead(payload('wordpress-cf7.json'));
    expect(lead).toMatchObject({
      name: 'Imran Shaikh',
      email: 'imran.shaikh@example.com',
      phone: '+919833344455',
      service: 'Income tax notice',
      message: 'I received a notice under section 143(1). Please call.',
      formId: 'Contact form 1',
    });
  });

  it("maps Elementor's fields[…][value] and flat labels, case-insensitively", () => {
    expect(mapWordPressLead(payload('wordpress-elementor-form.json')).lead).toMatchObject({
      name: 'Meera Nair',
      email: 'meera.nair@example.com',
      phone: '+919844455566',
      message: 'Need help with TDS returns.',
      formId: '3f2a1b9',
    });
    expect(
      mapWordPressLead({ Name: 'A B', Email: 'ab@example.com', 'Phone Number': '98' }).lead,
    ).toMatchObject({
      name: 'A B',
      email: 'ab@example.com',
      phone: '98',
    });
    expect(flattenFormFields({ fields: { email: { value: 'x@example.com' } } })).toEqual({
      email: 'x@example.com',
    });
  });

  it('reads a JustDial push: its category as the service, its lead id for idempotency', () => {
    const { lead, deliveryId } = mapWordPressLead({
      leadid: 'JD-1234',
      name: 'Vikram',
      mobile: '9800011111',
      category: 'Chartered Accountants',
    });
    expect(deliveryId).toBe('JD-1234');
    expect(lead).toMatchObject({ name: 'Vikram', phone: '+919800011111', service: 'Chartered Accountants' });
  });
});

describe('custom field maps', () => {
  const payload = {
    ref: 'CRM-42',
    contact: { details: { mobile: 9800011111, full: 'Neha Jain' }, emails: ['neha@example.com'] },
    email: 'top@example.com',
  };

  it('reads dotted paths, array indices included', () => {
    expect(valueAt(payload, 'contact.details.mobile')).toBe('9800011111');
    expect(valueAt(payload, 'contact.emails.0')).toBe('neha@example.com');
    expect(valueAt(payload, 'contact.nowhere.deep')).toBeUndefined();
    expect(valueAt(payload, 'contact')).toBeUndefined();
  });

  it('maps the fields the admin pointed at, common names for the rest, and the lead id', () => {
    const { lead, deliveryId } = mapCustomLead(payload, {
      name: 'contact.details.full',
      phone: 'contact.details.mobile',
      deliveryId: 'ref',
    });
    expect(deliveryId).toBe('CRM-42');
    expect(lead).toMatchObject({ name: 'Neha Jain', phone: '+919800011111', email: 'top@example.com' });
  });

  it('refuses with 422 when neither the map nor the common names find an e-mail or a phone', async () => {
    expect(await statusOf(() => mapCustomLead({ who: { n: 'X' } }, { name: 'who.n' }))).toBe(422);
  });
});
