import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { AccountRecovery, CfnUserPoolGroup, UserPool } from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { PASSWORD_MIN_LENGTH, tokenLifetimes } from '../../shared/auth';
import { roles } from '../../shared/runtime-config';

/** One user pool for staff and clients; the `admin` and `client` groups carry the role. */
export class AuthStack extends Stack {
  public readonly userPool: UserPool;
  public readonly userPoolClient: UserPoolClient;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);
    this.userPool = new UserPool(this, 'UserPool', {
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
      removalPolicy: RemovalPolicy.RETAIN,
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
