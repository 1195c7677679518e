import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { cameThroughEdge, createHandler } from '../../lambdas/core/handler';
import { json } from '../../lambdas/core/http';
import { callers } from '../../lambdas/use-cases/callers';
import { readSecret } from '../../lambdas/data/secrets';
import { NO_PREVIOUS_ORIGIN_SECRET, ORIGIN_VERIFY_HEADER } from '../../shared/origin-verify';

jest.mock('../../lambdas/data/secrets', () => ({ readSecret: jest.fn() }));
const stored = readSecret as unknown as jest.MockedFunction<typeof readSecret<'originVerify'>>;

/** A request as API Gateway hands it to a route, with the origin-verify header CloudFront added. */
const request = (value?: string) =>
  ({
    headers: value === undefined ? {} : { [ORIGIN_VERIFY_HEADER]: value },
    requestContext: { requestId: 'r-1' },
  }) as unknown as APIGatewayProxyEventV2;

const OLD = 'o'.repeat(48);
const NEW = 'n'.repeat(48);

/** The secret holds these values; what does a request with `value` get? */
async function passes(value: string | undefined, current: string, previous: string) {
  stored.mockResolvedValue({ current, previous });
  return cameThroughEdge(request(value), await callers.dashboard.edgeValues());
}

describe('the origin-verify secret across a rotation', () => {
  it('before: accepts the one value CloudFront sends, and nothing else', async () => {
    expect(await passes(OLD, OLD, NO_PREVIOUS_ORIGIN_SECRET)).toBe(true);
    for (const value of [NEW, NO_PREVIOUS_ORIGIN_SECRET, '', undefined])
      expect(await passes(value, OLD, NO_PREVIOUS_ORIGIN_SECRET)).toBe(false);
  });

  it('during: accepts the edges that still send the old value and those that send the new one', async () => {
    expect(await passes(OLD, NEW, OLD)).toBe(true);
    expect(await passes(NEW, NEW, OLD)).toBe(true);
    expect(await passes('x'.repeat(48), NEW, OLD)).toBe(false);
    expect(await passes(OLD.slice(0, 47), NEW, OLD)).toBe(false);
  });

  it('after: the old value is refused once the window is closed', async () => {
    expect(await passes(NEW, NEW, NO_PREVIOUS_ORIGIN_SECRET)).toBe(true);
    expect(await passes(OLD, NEW, NO_PREVIOUS_ORIGIN_SECRET)).toBe(false);
  });

  it('never takes a short or empty previous value as a secret', async () => {
    for (const previous of ['', 'none', 'short']) expect(await passes(previous, NEW, previous)).toBe(false);
  });
});

describe('a route, as the edge check answers it', () => {
  const ran = jest.fn(async () => json(200, { ok: true }));
  const handler = createHandler('getHealth', callers.dashboard, ran);
  beforeEach(() => ran.mockClear());

  it('runs for a request carrying the secret’s value, and refuses one without it', async () => {
    stored.mockResolvedValue({ current: NEW, previous: NO_PREVIOUS_ORIGIN_SECRET });
    expect((await handler(request(NEW))).statusCode).toBe(200);
    expect((await handler(request(OLD))).statusCode).toBe(403);
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('answers 503 and runs nothing when the secret cannot be read', async () => {
    stored.mockRejectedValue(new Error('ThrottlingException'));
    const res = await handler(request(NEW));
    expect(res.statusCode).toBe(503);
    expect(JSON.parse(String(res.body)).message).toMatch(/unavailable/);
    expect(res.headers?.['retry-after']).toBeDefined();
    expect(ran).not.toHaveBeenCalled();
  });
});
