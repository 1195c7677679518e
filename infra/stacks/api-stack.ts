import path from 'node:path';
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { apiRoutes, routeTables, type ApiRoute } from '../../shared/api-routes';
import { tables, type TableKey } from '../../shared/tables';
import type { AppConfig } from '../config';

export interface ApiStackProps extends StackProps {
  config: AppConfig;
  tables: Record<TableKey, TableV2>;
  userPool: UserPool;
  userPoolClient: UserPoolClient;
}

const projectRoot = path.resolve();

/** The HTTP API: one Lambda per entry of the shared route table. */
export class ApiStack extends Stack {
  public readonly httpApi: HttpApi;
  public readonly functions: Record<string, NodejsFunction> = {};

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      createDefaultStage: false,
    });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      autoDeploy: true,
      throttle: props.config.throttle,
    });
    const authorizer = new HttpJwtAuthorizer(
      'CognitoAuthorizer',
      `https://cognito-idp.${this.region}.amazonaws.com/${props.userPool.userPoolId}`,
      { jwtAudience: [props.userPoolClient.userPoolClientId] },
    );

    for (const route of apiRoutes as readonly ApiRoute[]) {
      const fn = this.routeFunction(route, props);
      this.functions[route.id] = fn;
      this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${route.id}Integration`, fn),
        authorizer: route.access === 'public' ? undefined : authorizer,
      });
    }
  }

  private routeFunction(route: ApiRoute, props: ApiStackProps): NodejsFunction {
    const granted = routeTables(route);
    const environment: Record<string, string> = {};
    for (const key of Object.keys(granted) as TableKey[]) {
      environment[tables[key].envVar] = props.tables[key].tableName;
    }
    if (route.services?.includes('cognito')) environment.USER_POOL_ID = props.userPool.userPoolId;

    const fn = new NodejsFunction(this, `${route.id}Function`, {
      entry: path.join(projectRoot, 'lambdas', `${route.handler}.ts`),
      projectRoot,
      depsLockFilePath: path.join(projectRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(10),
      logGroup: new LogGroup(this, `${route.id}Logs`, { retention: RetentionDays.ONE_MONTH }),
      environment: { ...environment, NODE_OPTIONS: '--enable-source-maps' },
      bundling: {
        format: OutputFormat.ESM,
        minify: true,
        sourceMap: true,
        target: 'node24',
        bundleAwsSDK: true,
        mainFields: ['module', 'main'],
        banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
      },
    });
    for (const [key, mode] of Object.entries(granted) as [TableKey, 'read' | 'write'][]) {
      if (mode === 'write') props.tables[key].grantReadWriteData(fn);
      else props.tables[key].grantReadData(fn);
      if (route.id === 'getHealth') {
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['dynamodb:DescribeTable'],
            resources: [props.tables[key].tableArn],
          }),
        );
      }
    }
    if (route.services?.includes('cognito')) {
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['cognito-idp:DescribeUserPool'],
          resources: [props.userPool.userPoolArn],
        }),
      );
    }
    if (route.services?.includes('ses')) {
      fn.addToRolePolicy(new PolicyStatement({ actions: ['ses:GetAccount'], resources: ['*'] }));
    }
    return fn;
  }
}
