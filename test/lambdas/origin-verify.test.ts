import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { cameThroughEdge } from '../../lambdas/core/handler';
import {
  NO_PREVIOUS_ORIGIN_SECRET,
  ORIGIN_VERIFY_ENV,
  ORIGIN_VERIFY_HEADER,
  ORIGIN_VERIFY_PREVIOUS_ENV,
} from '../../shared/origin-verify';

/** A request as API Gateway hands it to a route, with the origin-verify header CloudFront added. */
const request = (value?: string) =>
  ({
    headers: value === undefined ? {} : { [ORIGIN_VERIFY_HEADER]: value },
  }) as unknown as APIGatewayProxyEventV2;

const OLD = 'o'.repeat(48);
const NEW = 'n'.repeat(48);

function secrets(current: string, previous: string) {
  process.env[ORIGIN_VERIFY_ENV] = current;
  process.env[ORIGIN_VERIFY_PREVIOUS_ENV] = previous;
}

afterEach(() => {
  delete process.env[ORIGIN_VERIFY_ENV];
  delete process.env[ORIGIN_VERIFY_PREVIOUS_ENV];
});

describe('the origin-verify secret across a rotation', () => {
  it('before: accepts the one value CloudFront sends, and nothing else', () => {
    secrets(OLD, NO_PREVIOUS_ORIGIN_SECRET);
    expect(cameThroughEdge(request(OLD))).toBe(true);
    expect(cameThroughEdge(request(NEW))).toBe(false);
    expect(cameThroughEdge(request(NO_PREVIOUS_ORIGIN_SECRET))).toBe(false);
    expect(cameThroughEdge(request(''))).toBe(false);
    expect(cameThroughEdge(request())).toBe(false);
  });

  it('during: accepts the edges that still send the old value and those that send the new one', () => {
    secrets(NEW, OLD);
    expect(cameThroughEdge(request(OLD))).toBe(true);
    expect(cameThroughEdge(request(NEW))).toBe(true);
    expect(cameThroughEdge(request('x'.repeat(48)))).toBe(false);
    expect(cameThroughEdge(request(OLD.slice(0, 47)))).toBe(false);
  });

  it('after: the old value is refused once the window is closed', () => {
    secrets(NEW, NO_PREVIOUS_ORIGIN_SECRET);
    expect(cameThroughEdge(request(NEW))).toBe(true);
    expect(cameThroughEdge(request(OLD))).toBe(false);
  });

  it('never takes a short or empty previous value as a secret', () => {
    for (const previous of ['', 'none', 'short']) {
      secrets(NEW, previous);
      expect(cameThroughEdge(request(previous))).toBe(false);
    }
  });
});
