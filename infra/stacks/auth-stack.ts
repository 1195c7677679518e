import { Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  FeaturePlan,
  StandardThreatProtectionMode,
  UserPool,
  UserPoolEmail,
} from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { PASSWORD_MIN_LENGTH, tokenLifetimes } from '../../shared/auth';
import { firm } from '../../shared/firm';
import { roles } from '../../shared/runtime-config';
import type { AppConfig } from '../config';

export interface AuthStackProps extends StackProps {
  /** The firm's sender: Cognito's own mails (password reset codes, invitations) go out as it. */
  mail: Pick<AppConfig['mail'], 'from' | 'identity'>;
}

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
        'MFA is not offered yet: the sign-in screens have no TOTP step. Meanwhile Plus-tier threat protection checks every sign-in for compromised credentials',
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
