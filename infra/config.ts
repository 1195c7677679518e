import * as z from 'zod';
import { firm } from '../shared/firm';

const certificateArn = z
  .string()
  .regex(
    /^arn:aws:acm:us-east-1:\d{12}:certificate\/[\w-]+$/,
    'domain.certificateArn: an ACM certificate ARN in us-east-1 (CloudFront reads certificates only there)',
  );

/** The deployment's settings, validated once at the app root and passed down as props. */
export const appConfigSchema = z.object({
  stage: z.string().regex(/^[a-z][a-z0-9-]{0,19}$/, 'stage: lowercase letters, digits and dashes'),
  /**
   * The origin-verify rotation step: raising it updates the distribution, so that CloudFormation
   * reads the secret again and CloudFront sends its current value (the functions read the secret
   * themselves). CloudFormation re-reads a secret reference only when the template changes.
   */
  originSecretVersion: z.number().int().positive('originSecretVersion: a whole number, 1 or more'),
  /** Throttling applied to the whole API stage. */
  throttle: z.object({ rateLimit: z.number().positive(), burstLimit: z.number().int().positive() }),
  /** Optional: the site's own host names and their ACM certificate (covering every name). */
  domain: z
    .object({
      names: z
        .array(z.string().regex(/^(?=.{1,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/, 'domain.names: host names'))
        .min(1),
      certificateArn,
    })
    .optional(),
  mail: z
    .object({
      /** The From address of every automatic e-mail; its domain (or itself) is the SES identity. */
      from: z.email('mail.from: an e-mail address verified in SES'),
      /**
       * The SES identity the functions and Cognito send as: the From address or its domain
       * (Cognito names its sending identity from these two, so nothing else can work).
       */
      identity: z.string().min(3),
      /** Where new-lead alerts go. */
      alertTo: z.email('mail.alertTo: an e-mail address'),
      /** The SES configuration set every mail is sent through (bounce and complaint events). */
      configurationSet: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,64}$/, 'mail.configurationSet: letters, digits, - and _'),
    })
    .refine((m) => m.identity === m.from || m.identity === m.from.split('@')[1], {
      message: 'mail.identity: the From address (MAIL_FROM) or its domain',
      path: ['identity'],
    }),
});

export type AppConfig = z.infer<typeof appConfigSchema>;

export function loadAppConfig(env: NodeJS.ProcessEnv): AppConfig {
  return appConfigSchema.parse({
    stage: env.STAGE ?? 'prod',
    originSecretVersion: Number(env.ORIGIN_SECRET_VERSION ?? 1),
    throttle: { rateLimit: Number(env.API_RATE_LIMIT ?? 50), burstLimit: Number(env.API_BURST_LIMIT ?? 100) },
    domain: env.DOMAIN_NAMES
      ? {
          names: env.DOMAIN_NAMES.split(',').map((n) => n.trim().toLowerCase()),
          certificateArn: env.CERTIFICATE_ARN,
        }
      : undefined,
    mail: {
      from: env.MAIL_FROM ?? firm.noReplyEmail,
      identity: env.SES_IDENTITY ?? (env.MAIL_FROM ?? firm.noReplyEmail).split('@')[1],
      alertTo: env.ALERT_EMAIL ?? firm.email,
      configurationSet: `taxfirm-${env.STAGE ?? 'prod'}`,
    },
  });
}
