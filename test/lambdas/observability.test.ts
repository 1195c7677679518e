import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { createHandler } from '../../lambdas/core/handler';
import { json } from '../../lambdas/core/http';
import {
  correlationId,
  countMetric,
  log,
  observedHandler,
  withCorrelationId,
} from '../../lambdas/runtime/observability';
import { ORIGIN_VERIFY_HEADER } from '../../shared/origin-verify';

/** Every JSON line the invocation wrote (Powertools writes to stdout and stderr). */
function captureLines() {
  const lines: Record<string, unknown>[] = [];
  const keep = (chunk: unknown) => {
    for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
    return true;
  };
  const out = jest.spyOn(process.stdout, 'write').mockImplementation(keep);
  const err = jest.spyOn(process.stderr, 'write').mockImplementation(keep);
  return { lines, restore: () => (out.mockRestore(), err.mockRestore()) };
}

const apiEvent = (headers: Record<string, string> = {}) =>
  ({
    headers: { [ORIGIN_VERIFY_HEADER]: 'edge-secret', ...headers },
    requestContext: { requestId: 'api-request-1' },
  }) as unknown as APIGatewayProxyEventV2;

beforeAll(() => {
  process.env.POWERTOOLS_SERVICE_NAME = 'taxfirm-test';
  process.env.POWERTOOLS_METRICS_NAMESPACE = 'TaxFirm';
});

describe('the correlation id', () => {
  const seen: (string | undefined)[] = [];
  const handler = createHandler(
    'getHealth',
    {
      loadProfile: async () => undefined,
      hasSecondFactor: async () => false,
      edgeValues: async () => ['edge-secret'],
    },
    async () => {
      seen.push(correlationId());
      log('info', 'inside the route', { detail: 1 });
      return json(200, {});
    },
  );

  it('is API Gateway’s request id, on every line the request logs', async () => {
    const out = captureLines();
    await handler(apiEvent());
    out.restore();
    expect(seen.pop()).toBe('api-request-1');
    expect(out.lines).toEqual([
      expect.objectContaining({
        level: 'INFO',
        message: 'inside the route',
        service: 'taxfirm-test',
        correlation_id: 'api-request-1',
        detail: 1,
      }),
    ]);
  });

  it('is the caller’s x-correlation-id when it is a usable one', async () => {
    const out = captureLines();
    await handler(apiEvent({ 'X-Correlation-Id': 'caller-7' }));
    await handler(apiEvent({ 'x-correlation-id': 'forged\n{"level":"ERROR"}' }));
    out.restore();
    expect(seen.splice(0)).toEqual(['caller-7', 'api-request-1']);
  });

  it('follows a stream record: its lines carry the id of the request that saved it, then stop', async () => {
    const out = captureLines();
    const handler = observedHandler(async (ids: string[]) => {
      for (const id of ids) {
        await withCorrelationId(id, async () => log('info', 'record', { seen: correlationId() }));
      }
      log('info', 'batch done', {});
    });
    await handler(['req-a', 'req-b']);
    out.restore();
    expect(out.lines.map((l) => [l.message, l.correlation_id, l.seen])).toEqual([
      ['record', 'req-a', 'req-a'],
      ['record', 'req-b', 'req-b'],
      ['batch done', undefined, undefined],
    ]);
  });

  it('keeps the give-up line’s top-level event field, which the MailGivenUp metric filter matches', async () => {
    const out = captureLines();
    await observedHandler(async () => log('error', 'mail given up', { event: 'MailGivenUp', attempts: 3 }))(
      undefined,
    );
    out.restore();
    expect(out.lines).toEqual([
      expect.objectContaining({ level: 'ERROR', message: 'mail given up', event: 'MailGivenUp' }),
    ]);
  });
});

describe('the business metrics', () => {
  it('are flushed once per invocation as EMF, in the TaxFirm namespace with the service dimension', async () => {
    const out = captureLines();
    await observedHandler(async () => {
      countMetric('MailsSent');
      countMetric('MailsSent');
      countMetric('MailsFailed');
    })(undefined);
    out.restore();
    expect(out.lines).toHaveLength(1);
    const emf = out.lines[0] as {
      _aws: {
        CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }[];
      };
      [k: string]: unknown;
    };
    const [directive] = emf._aws.CloudWatchMetrics;
    expect(directive!.Namespace).toBe('TaxFirm');
    expect(directive!.Dimensions).toEqual([['service']]);
    expect(emf.service).toBe('taxfirm-test');
    // Each addition is a value of its own; CloudWatch sums them.
    expect(emf.MailsSent).toEqual([1, 1]);
    expect(emf.MailsFailed).toBe(1);
  });

  it('write nothing, and do not throw, when an invocation adds none', async () => {
    const out = captureLines();
    await expect(observedHandler(async () => 'ok')(undefined)).resolves.toBe('ok');
    out.restore();
    expect(out.lines).toEqual([]);
  });

  it('are flushed when the invocation fails too', async () => {
    const out = captureLines();
    await expect(
      observedHandler(async () => {
        countMetric('MailsGivenUp');
        throw new Error('boom');
      })(undefined),
    ).rejects.toThrow('boom');
    out.restore();
    expect(out.lines.map((l) => l.MailsGivenUp)).toEqual([1]);
  });
});
