import * as z from './zod';

/**
 * What the browser learns at run time from /config.json. The local stack serves it; deployment
 * writes it into the bucket. One build therefore runs against any environment.
 */
export const runtimeConfigSchema = z.object({
  apiBase: z.string().check(z.startsWith('/')),
  region: z.string().check(z.minLength(1)),
  userPoolId: z.string().check(z.minLength(1)),
  userPoolClientId: z.string().check(z.minLength(1)),
  /** Only set locally: where the Cognito emulator (through its proxy) answers. */
  userPoolEndpoint: z.optional(z.url()),
  /** Only set by the local stack: the demo accounts shown on the login page. */
  demo: z.optional(
    z.object({
      accounts: z.array(
        z.object({ role: z.enum(['admin', 'client']), email: z.email(), password: z.string() }),
      ),
    }),
  ),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const roles = ['admin', 'client'] as const;
export type Role = (typeof roles)[number];
