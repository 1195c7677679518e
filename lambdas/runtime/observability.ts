import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Context } from 'aws-lambda';

/**
 * Structured logs and business metrics with AWS Lambda Powertools (ADR 0021). Every handler runs
 * inside `observe` (through `createHandler` or `observedHandler`): one Powertools Logger and one
 * Metrics per invocation, the invocation's correlation id on every log line, and the metrics
 * flushed as CloudWatch EMF when it ends.
 *
 * Per invocation rather than per module: locally every handler shares this module in one process,
 * with invocations overlapping and each function's environment readable only inside its own
 * invocation (POWERTOOLS_SERVICE_NAME, POWERTOOLS_METRICS_NAMESPACE). In Lambda it costs one small
 * object per invocation.
 */

interface Invocation {
  logger: Logger;
  metrics: Metrics;
  correlationId?: string;
}

const storage = new AsyncLocalStorage<Invocation>();
let outside: Logger | undefined;

/** The current invocation's logger (or, outside any, a plain one). */
export function logger(): Logger {
  return storage.getStore()?.logger ?? (outside ??= new Logger());
}

/**
 * One structured log line through the invocation's Powertools logger (JSON, with the service,
 * the Lambda context and the correlation id); `fields` become top-level keys.
 */
export function log(level: 'info' | 'error', message: string, fields: Record<string, unknown>) {
  logger()[level](message, fields);
}

/** The id that follows the current request (or the record being handled) from API to mailer. */
export function correlationId(): string | undefined {
  return storage.getStore()?.correlationId;
}

/** The business metrics, all counts, in the `TaxFirm` namespace with the service dimension. */
export type BusinessMetric =
  | 'InquiriesReceived'
  | 'MailsSent'
  | 'MailsFailed'
  | 'MailsGivenUp'
  | 'WebhookLeadsAccepted'
  | 'WebhookLeadsRefused'
  | 'LeadsNotCounted'
  /** An admin-role caller without a confirmed second factor, refused (an attack signal). */
  | 'SecondFactorRefused';

export function countMetric(name: BusinessMetric, count = 1): void {
  storage.getStore()?.metrics.addMetric(name, MetricUnit.Count, count);
}

/**
 * Runs one invocation: its logger (Lambda context and correlation id added) and its metrics,
 * published when it ends, whatever the outcome. Nothing is published when no metric was added.
 */
export async function observe<T>(
  options: { context?: Context; correlationId?: string },
  run: () => Promise<T>,
): Promise<T> {
  const invocation: Invocation = {
    logger: new Logger(),
    metrics: new Metrics(),
    correlationId: options.correlationId,
  };
  // Lambda passes a context; the local stack and tests may not.
  if (options.context?.functionName) invocation.logger.addContext(options.context);
  if (options.correlationId) invocation.logger.setCorrelationId(options.correlationId);
  try {
    return await storage.run(invocation, run);
  } finally {
    if (invocation.metrics.hasStoredMetrics()) invocation.metrics.publishStoredMetrics();
  }
}

/**
 * Within an invocation, one record's work under that record's correlation id (the request that
 * created it): on the log lines and on whatever the work stores.
 */
export async function withCorrelationId<T>(id: string | undefined, run: () => Promise<T>): Promise<T> {
  const current = storage.getStore();
  if (!current || !id) return run();
  const previous = current.correlationId;
  current.logger.setCorrelationId(id);
  try {
    return await storage.run({ ...current, correlationId: id }, run);
  } finally {
    if (previous) current.logger.setCorrelationId(previous);
    else current.logger.removeKeys(['correlation_id']);
  }
}

/**
 * The wrapper of the handlers that are not API routes (streams, schedules, SNS): each invocation
 * observed, with its logs and metrics.
 */
export function observedHandler<E, R>(run: (event: E, context?: Context) => Promise<R>) {
  return (event: E, context?: Context): Promise<R> => observe({ context }, () => run(event, context));
}
