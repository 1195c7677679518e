/**
 * The values the firm keeps secret (the origin-verify value today; a payment gateway's keys or a
 * lead platform's page token as they come), each an AWS Secrets Manager secret holding a JSON
 * object of named fields. One module reads and writes them (lambdas/data/secrets.ts); a function
 * reaches a secret only if its declaration names it (infra/function-grants.ts), which grants it
 * on that one secret and gives it the secret's ARN in an environment variable. The local stack
 * runs a stand-in that refuses what Secrets Manager refuses (infra/local/secrets-local.ts).
 *
 * A secret's value is never logged and never returned by the API once saved: what a screen may
 * show is whether it is set, and since when.
 */
export const secretDeclarations = {
  originVerify: {
    /** The variable holding the secret's ARN, in the functions that may read it. */
    envVar: 'SECRET_ORIGIN_VERIFY_ARN',
    /** `current`: what CloudFront sends; `previous`: accepted too while a rotation is under way. */
    fields: ['current', 'previous'],
  },
  metaPageTokens: {
    envVar: 'SECRET_META_PAGE_TOKENS_ARN',
    /**
     * `byEndpoint`: a JSON object of each Meta lead ads endpoint's Page access token, by the
     * endpoint's id ("{}" until one is saved). One secret for them all: a firm has a few Pages.
     */
    fields: ['byEndpoint'],
  },
} as const;

export type SecretKey = keyof typeof secretDeclarations;
export type SecretFields<K extends SecretKey> = Record<
  (typeof secretDeclarations)[K]['fields'][number],
  string
>;
export const secretKeys = Object.keys(secretDeclarations) as SecretKey[];

/** What a function may do with a secret: read its value, or also replace it and see when it changed. */
export type SecretAccess = 'read' | 'write';

/** Secrets Manager refuses a secret string over 65,536 bytes. */
export const SECRET_STRING_MAX_BYTES = 65_536;

/** What may be shown of a secret: never its value. */
export interface SecretStatus {
  set: boolean;
  /** When its value last changed (ISO 8601), when set. */
  changedAt?: string;
}
