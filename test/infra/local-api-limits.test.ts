import { MAX_LAMBDA_RESPONSE_BYTES, oversizedResponse } from '../../infra/local/api-server';

/**
 * The local API refuses what Lambda refuses: a handler's answer over 6 MB fails the invocation in
 * AWS (API Gateway answers a bare 500), so it fails here too instead of reaching the browser.
 */
describe("the local API's response limit", () => {
  const answer = (bodyBytes: number) => ({
    statusCode: 200,
    headers: { 'content-type': 'text/csv' },
    body: 'x'.repeat(bodyBytes),
  });

  it('passes an answer within 6 MB', () => {
    expect(oversizedResponse(answer(1024 * 1024))).toBeUndefined();
    expect(oversizedResponse(answer(MAX_LAMBDA_RESPONSE_BYTES - 200))).toBeUndefined();
  });

  it('refuses one over 6 MB, counting the headers and the JSON around the body', () => {
    expect(oversizedResponse(answer(MAX_LAMBDA_RESPONSE_BYTES))).toBeGreaterThan(MAX_LAMBDA_RESPONSE_BYTES);
    // A body just under the limit, pushed over by the rest of the answer.
    expect(oversizedResponse(answer(MAX_LAMBDA_RESPONSE_BYTES - 20))).toBeDefined();
  });
});
