import { z } from 'zod';

/** The deployment's settings, validated once at the app root and passed down as props. */
export const appConfigSchema = z.object({
  stage: z.string().regex(/^[a-z][a-z0-9-]{0,19}$/, 'stage: lowercase letters, digits and dashes'),
  /** Throttling applied to the whole API stage. */
  throttle: z.object({ rateLimit: z.number().positive(), burstLimit: z.number().int().positive() }),
});

export type AppConfig = z.infer<typeof appConfigSchema>;

export function loadAppConfig(env: NodeJS.ProcessEnv): AppConfig {
  return appConfigSchema.parse({
    stage: env.STAGE ?? 'prod',
    throttle: { rateLimit: Number(env.API_RATE_LIMIT ?? 50), burstLimit: Number(env.API_BURST_LIMIT ?? 100) },
  });
}
