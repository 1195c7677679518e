import http from 'node:http';
import { gateRequest, type IamGate } from './iam-gate';
import { bodyInput, jsonProtocolCalls } from './wire-calls';

/**
 * In front of DynamoDB Local, which checks no signature and knows no IAM: each request must be
 * signed with known credentials, and its signer (a function, by its own key) must be allowed the
 * operation on the table or index it names, by that function's statements from the templates.
 * Refusals have DynamoDB's JSON shape (`com.amazon.coral.service#AccessDeniedException`, ...).
 * Everything allowed goes to DynamoDB Local unchanged.
 */
export function createDynamoDbGuard(upstream: () => string, gate: IamGate): http.Server {
  const agent = new http.Agent({ keepAlive: true });
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const target = String(req.headers['x-amz-target'] ?? '');
      const refusal = gateRequest(
        gate,
        { method: req.method ?? 'POST', url: req.url ?? '/', headers: req.headers, body },
        'dynamodb',
        // A malformed body is DynamoDB Local's to answer.
        () => jsonProtocolCalls('DynamoDB', target, bodyInput(body)),
      );
      if (refusal) {
        res.writeHead(refusal.status, { 'content-type': 'application/x-amz-json-1.0' });
        return void res.end(
          JSON.stringify({ __type: `com.amazon.coral.service#${refusal.type}`, Message: refusal.message }),
        );
      }
      const url = new URL(upstream());
      const forward = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, 'content-length': String(body.length) },
          agent,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      // DynamoDB Local restarting: the caller's connection fails, and its SDK retries.
      forward.on('error', () => res.destroy());
      forward.end(body);
    });
  });
}
