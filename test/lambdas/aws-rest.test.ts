import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsRestClient } from '../../lambdas/runtime/aws-rest';

/** How the functions' own AWS client behaves when a service fails or does not answer. */
let requests = 0;
let answer: (res: http.ServerResponse) => void = (res) => res.writeHead(200).end('{}');
const server = http.createServer((req, res) => {
  requests++;
  req.resume();
  answer(res);
});
let endpoint = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_TEST_SERVICE: endpoint,
    AWS_REGION: 'ap-south-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests = 0;
});

const client = (requestTimeout = 2000) =>
  new AwsRestClient({
    serviceId: 'Test',
    signingName: 'test',
    endpointVariable: 'AWS_ENDPOINT_URL_TEST_SERVICE',
    awsEndpoint: () => 'https://test.invalid',
    requestTimeout,
  });
const target = { target: 'TestService' };

it('tries a failing call three times, and a call marked once only once', async () => {
  answer = (res) =>
    res
      .writeHead(500, { 'content-type': 'application/json' })
      .end('{"__type":"InternalErrorException","message":"busy"}');
  await expect(client().json('Describe', {}, target)).rejects.toMatchObject({
    name: 'InternalErrorException',
    $fault: 'server',
  });
  expect(requests).toBe(3);
  requests = 0;
  await expect(client().json('AdminCreateUser', {}, { ...target, once: true })).rejects.toMatchObject({
    name: 'InternalErrorException',
  });
  expect(requests).toBe(1);
});

it('gives up on a service that takes the request and never answers, at the time-out', async () => {
  answer = () => undefined; // holds the request open
  const started = Date.now();
  await expect(client(300).json('Describe', {}, { ...target, once: true })).rejects.toThrow();
  expect(Date.now() - started).toBeLessThan(2000);
});

it('reads a HEAD answer and keeps using the connection', async () => {
  answer = (res) => res.writeHead(200).end();
  const c = client();
  for (let i = 0; i < 3; i++) {
    await c.call('HeadBucket', {}, { method: 'HEAD', path: '/bucket' }, (r) => r.status);
  }
  expect(requests).toBe(3);
});
