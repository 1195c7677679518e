/**
 * Whether the service can serve: the public probe's one read, and the admin report's question to
 * each backend (DynamoDB, Cognito, SES, the documents bucket).
 */
export { canServe } from '../data/probe';
export { checkBackends } from '../data/health';
