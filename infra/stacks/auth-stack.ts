import { Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  UserPool,
  UserPoolEmail,
} from 'aws-cdk-lib/aws-cognito';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { PASSWORD_MIN_LENGTH, tokenLifetimes } from '../../shared/password-policy';
import { firm } from '../../shared/firm';
import { roles } from '../../shared/runtime-config';
import type { AppConfig } from '../config';

export interface AuthStackProps extends StackProps {
  /** The firm's sender: Cognito's own mails (password reset codes, invitations) go out as it. */
  mail: Pick<AppConfig['mail'], 'from' | 'identity'>;
}

/** Sign-in calls (password or code) one address may make in five minutes. */
export const SIGN_IN_CALLS_PER_ADDRESS = 100;

/** One user pool for staff and clients; the `admin` and `client` groups carry the role. */
export class AuthStack extends Stack {
  public readonly userPool: UserPool;
  public readonly userPoolClient: UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    this.userPool = new UserPool(this, 'UserPool', {
      // Through the firm's SES identity in this region, like every other mail of the app (and
      // like the local stack's reset codes): from the firm's address, and without the Cognito
      // default sender's small daily quota.
      email: UserPoolEmail.withSES({
        fromEmail: props.mail.from,
        fromName: firm.name,
        sesRegion: this.region,
        // A domain identity is named as such; an address identity is the From address itself.
        ...(props.mail.identity.includes('@') ? {} : { sesVerifiedDomain: props.mail.identity }),
      }),
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Length, not composition (OWASP ASVS 5.0, 6.2.5): docs/decisions/0006.
      passwordPolicy: {
        minLength: PASSWORD_MIN_LENGTH,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(7),
      },
      // Plus: compromised-credential checks and adaptive authentication on every sign-in
      // (they run on USER_PASSWORD_AUTH, which is why the app does not use SRP).
      featurePlan: FeaturePlan.PLUS,
      // A second factor from an authenticator app (TOTP), never SMS (no SMS costs, no SIM-swap
      // risk). Optional in the pool, because clients choose; the API requires it of admins
      // (docs/decisions/0024).
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG1',
      reason:
        'The policy asks for length (12+) and no composition rules, as OWASP ASVS 5.0 6.2.5 requires; Plus-tier compromised-credential checks block known-breached passwords (docs/decisions/0006)',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'TOTP MFA is on and optional in the pool because clients choose it; every admin route refuses a session that did not pass TOTP (the API checks the profile record, the token issue time and Cognito; docs/decisions/0024). A pool-level REQUIRED would force it on every client too',
    });
    // Sign-in attempts per address: Cognito locks an account after repeated failures, but not an
    // address trying many accounts; this rate rule on the pool's sign-in calls does.
    const signInCalls = (operation: string): CfnWebACL.StatementProperty => ({
      byteMatchStatement: {
        fieldToMatch: { singleHeader: { Name: 'x-amz-target' } },
        positionalConstraint: 'ENDS_WITH',
        searchString: `.${operation}`,
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    });
    const signInLimit = new CfnWebACL(this, 'SignInLimit', {
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: {
        cloudWatchMetricsEnabled: true,
        metricName: 'sign-in-limit',
        sampledRequestsEnabled: true,
      },
      rules: [
        {
          name: 'sign-in-attempts-per-address',
          priority: 0,
          action: { block: {} },
          visibilityConfig: {
            cloudWatchMetricsEnabled: true,
            metricName: 'sign-in-attempts-per-address',
            sampledRequestsEnabled: true,
          },
          statement: {
            rateBasedStatement: {
              // 100 sign-in calls in 5 minutes from one address: far above a person, far below a guesser.
              limit: SIGN_IN_CALLS_PER_ADDRESS,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                orStatement: {
                  statements: [signInCalls('InitiateAuth'), signInCalls('RespondToAuthChallenge')],
                },
              },
            },
          },
        },
      ],
    });
    new CfnWebACLAssociation(this, 'SignInLimitOnPool', {
      resourceArn: this.userPool.userPoolArn,
      webAclArn: signInLimit.attrArn,
    });
    for (const role of roles) {
      new CfnUserPoolGroup(this, `${role}Group`, { userPoolId: this.userPool.userPoolId, groupName: role });
    }
    this.userPoolClient = this.userPool.addClient('WebClient', {
      authFlows: { userPassword: true },
      preventUserExistenceErrors: true,
      generateSecret: false,
      accessTokenValidity: Duration.minutes(tokenLifetimes.accessMinutes),
      idTokenValidity: Duration.minutes(tokenLifetimes.idMinutes),
      refreshTokenValidity: Duration.days(tokenLifetimes.refreshDays),
      enableTokenRevocation: true,
    });
  }
}
