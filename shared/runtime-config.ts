import * as z from 'zod';

/**
 * What the browser learns at run time from /config.json. The local stack serves it; deployment
 * writes it into the bucket. One build therefore runs against any environment.
 */
export const runtimeConfigSchema = z.object({
  apiBase: z.string().startsWith('/'),
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  /** Only set locally: where the Cognito emulator (through its proxy) answers. */
  userPoolEndpoint: z.url().optional(),
  /** Only set by the local stack: the demo accounts shown on the login page. */
  demo: z
    .object({
      accounts: z.array(
        z.object({ role: z.enum(['admin', 'client']), email: z.email(), password: z.string() }),
      ),
    })
    .optional(),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const roles = ['admin', 'client'] as const;
export type Role = (typeof roles)[number];
