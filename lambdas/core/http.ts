import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type HttpResult = APIGatewayProxyStructuredResultV2;

/** An error whose message is safe to show the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export function json(statusCode: number, body: unknown): HttpResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  };
}

export function log(level: 'info' | 'error', message: string, fields: Record<string, unknown>) {
  console[level](JSON.stringify({ level, message, ...fields }));
}

export function errorResult(error: unknown, event: APIGatewayProxyEventV2): HttpResult {
  if (error instanceof HttpError) {
    return json(error.statusCode, {
      message: error.message,
      ...(error.details ? { details: error.details } : {}),
    });
  }
  log('error', 'unhandled error', {
    requestId: event.requestContext?.requestId,
    route: event.routeKey,
    error:
      error instanceof Error
        ? { name: error.name, message: error.message, stack: error.stack }
        : String(error),
  });
  return json(500, { message: 'Something went wrong on our side. Please try again.' });
}
