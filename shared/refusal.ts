/**
 * What the server's rules refuse with (docs/architecture.md#lambda-layers): a kind, and words
 * safe to show the caller. Domain rules and use cases say *why* a request cannot be done, not how
 * HTTP answers it; core's one error mapping (`errorResult`) turns each kind into its status.
 */
export const refusalStatus = {
  /** The request's input does not hold (a field, a cursor, a body that does not parse). */
  invalid: 400,
  /** No proof of who is asking (a platform's missing signature or key). */
  unauthenticated: 401,
  /** The proof given is wrong, or the caller may not do this. */
  forbidden: 403,
  /** No such record, or none the caller may see. */
  'not-found': 404,
  /** The record's state does not allow it now (already done, changed meanwhile, a cap reached). */
  conflict: 409,
  /** A body of a type the receiver does not take. */
  'unsupported-type': 415,
  /** Well-formed, but not something the rules accept (a lead with no e-mail or phone). */
  unprocessable: 422,
  /** A service outside the firm's answered badly or could not be reached. */
  'bad-gateway': 502,
  /** The server cannot do it for now (something it needs is not configured). */
  unavailable: 503,
} as const;

export type RefusalKind = keyof typeof refusalStatus;

/** A request the rules refuse: its kind, words safe to show the caller, and optional details. */
export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

/** A schema's first complaints, each naming its field: 'email: Invalid email: ...'. */
export function validationError(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const details = issues.map((i) => ({
    field: i.path.map(String).join('.') || '(body)',
    message: i.message,
  }));
  const first = details[0]!;
  return new Refusal('invalid', `${first.field}: ${first.message}`, details);
}
