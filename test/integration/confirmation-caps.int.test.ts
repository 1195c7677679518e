import { randomUUID } from 'node:crypto';
import type * as Recipients from '../../lambdas/data/recipients';
import { pointCodeAtStack } from './local-stack';

/**
 * The confirmation allowances, through the mailers' own code against the local stack's table: a
 * mailbox's day (in India's time) and the whole form's hour. A moment of its own (an hour of a
 * day far off) keeps other suites' confirmations out of the count.
 */
let recipients: typeof Recipients;

beforeAll(async () => {
  pointCodeAtStack(['mailRecipients']);
  recipients = await import('../../lambdas/data/recipients');
});

describe('confirmation allowances', () => {
  it('stops the form after its hour’s confirmations, whatever the addresses, until the next hour', async () => {
    const hour = new Date('2031-06-15T05:10:00Z');
    const taken: (string | undefined)[] = [];
    for (let i = 0; i < recipients.CONFIRMATIONS_PER_HOUR; i++) {
      taken.push(await recipients.takeConfirmationSlot(`hour-${randomUUID()}@example.com`, hour));
    }
    expect(taken.every((t) => t === undefined)).toBe(true);
    const fresh = `hour-${randomUUID()}@example.com`;
    expect(await recipients.takeConfirmationSlot(fresh, hour)).toBe('hour');
    // The mailbox's own allowance was not used by the refused try.
    const nextHour = new Date(hour.getTime() + 3_600_000);
    for (let i = 0; i < recipients.CONFIRMATIONS_PER_DAY; i++) {
      expect(await recipients.takeConfirmationSlot(fresh, nextHour)).toBeUndefined();
    }
    expect(await recipients.takeConfirmationSlot(fresh, nextHour)).toBe('mailbox');
  }, 60_000);

  it('counts a mailbox’s day in India’s time: 23:00 and 01:00 UTC fall on one Indian day', async () => {
    const mailbox = `day-${randomUUID()}`;
    // 2031-03-04 23:00 UTC is 04:30 on the 5th in India; 2031-03-05 01:00 UTC is 06:30 the same day.
    const late = new Date('2031-03-04T23:00:00Z');
    const early = new Date('2031-03-05T01:00:00Z');
    expect(await recipients.takeConfirmationSlot(`${mailbox}+1@example.com`, late)).toBeUndefined();
    expect(await recipients.takeConfirmationSlot(`${mailbox}+2@example.com`, late)).toBeUndefined();
    expect(await recipients.takeConfirmationSlot(`${mailbox}@example.com`, early)).toBeUndefined();
    expect(await recipients.takeConfirmationSlot(`${mailbox}+3@example.com`, early)).toBe('mailbox');
  });
});
