import { receivedPayload } from '../../lambdas/data/received-leads';
import type { Lead } from '../../shared/domain';

/** Where a lead's detail view finds the payload as received. */
const mockSend = jest.fn();
jest.mock('../../lambdas/data/dynamodb', () => ({
  documents: { send: (...args: unknown[]) => mockSend(...args) },
}));
process.env.TABLE_LEADS = 'leads';

const lead = (extra: Partial<Lead> = {}) =>
  ({
    id: 'wh_1',
    entity: 'lead',
    email: 'a@b.in',
    source: 'Ads',
    status: 'new',
    createdAt: '2026-11-24T00:00:00Z',
    endpointId: 'ep',
    ...extra,
  }) as Lead;

beforeEach(() => mockSend.mockReset());

it('reads it from the received item once placed', async () => {
  mockSend.mockResolvedValue({ Item: { raw: '{"placed":true}' } });
  expect(await receivedPayload(lead())).toBe('{"placed":true}');
  expect(mockSend.mock.calls[0]![0].input).toMatchObject({ Key: { id: 'received#wh_1' } });
});

it('reads it from the received item’s copy of the lead while what follows the placement is unfinished', async () => {
  mockSend.mockResolvedValue({ Item: { lead: { raw: '{"unfinished":true}' } } });
  expect(await receivedPayload(lead())).toBe('{"unfinished":true}');
});

it('reads an older lead’s own payload without another read, and a website lead has none', async () => {
  expect(await receivedPayload(lead({ raw: '{"older":true}' }))).toBe('{"older":true}');
  expect(await receivedPayload(lead({ endpointId: undefined }))).toBeUndefined();
  expect(mockSend).not.toHaveBeenCalled();
});
