import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { bodyLimit, type BodyRouteId } from '../../shared/api-routes';
import { bodyBytes, header, HttpError, parseWith, type Schema } from './http';

/*
 * Reading a route's request body, within the byte cap the route table declares for it. Apart from
 * http.ts so that the functions that serve no route (streams, schedules) do not bundle the table.
 */

/**
 * The raw request body of a route that reads one, refused with 413 above the route's byte cap
 * (`maxBodyBytes` in the route table, which the edge's limit on the path never undercuts).
 */
export function readBodyBytes(event: APIGatewayProxyEventV2, route: BodyRouteId): Buffer {
  const bytes = bodyBytes(event);
  const maxBytes = bodyLimit(route);
  if (bytes.length > maxBytes) {
    throw new HttpError(413, `The request body is too large (${maxBytes / 1024} KB at most).`);
  }
  return bytes;
}

/**
 * A JSON request body, refused before anything is stored: 413 above the route's byte cap, 415
 * when the content type is not JSON, 400 when it does not parse or is not an object.
 */
export function readJsonObject(event: APIGatewayProxyEventV2, route: BodyRouteId): Record<string, unknown> {
  const bytes = readBodyBytes(event, route);
  const type = (header(event, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new HttpError(415, 'Send the request as JSON (Content-Type: application/json).');
  }
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpError(400, 'The request body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

/** A route's JSON body as the route's shared schema reads it (readJsonObject, then parseWith). */
export const parseBody = <T>(event: APIGatewayProxyEventV2, route: BodyRouteId, schema: Schema<T>): T =>
  parseWith(schema, readJsonObject(event, route));
