import { CfnOutput, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/** AWS accepts a web ACL for CloudFront (scope CLOUDFRONT) only in this region. */
export const WAF_REGION = 'us-east-1';
/** The stack output holding the web ACL's ARN, which the web stack reads across regions. */
export const WEB_ACL_ARN_OUTPUT = 'WebAclArn';

/**
 * Per-IP request limits, per five-minute window (WAF's default evaluation window), for the two
 * public write paths. Every other route is either read-only and cheap or behind sign-in.
 */
export const RATE_LIMITS = {
  /**
   * POST /api/inquiries and GET /api/inquiries/{id}. One inquiry from the dialog costs at most
   * nine requests (three tries, then six looks at whether the confirmation e-mail went). Fifty
   * lets an office or a mobile carrier's shared address send several inquiries in five minutes,
   * while one address can no longer push more than ten junk inquiries a minute into the leads.
   */
  inquiries: { path: '/api/inquiries', limit: 50 },
  /**
   * POST /api/webhook/{id}. Lead platforms post from a few shared addresses, in bursts when a
   * campaign runs; a small firm's busiest campaign brings a few leads a minute. 600 (two a second
   * sustained) is far above that, and caps what one address can make the receiver write (four
   * tables per accepted lead) well under the route's own throttle.
   */
  webhook: { path: '/api/webhook/', limit: 600 },
} as const;

/** The common rule set's body-size rule blocks bodies over 8 KB; its label, set when it matches. */
const BODY_SIZE_RULE = 'SizeRestrictions_BODY';
const BODY_SIZE_LABEL = 'awswaf:managed:aws:core-rule-set:SizeRestrictions_Body';

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const pathStartsWith = (prefix: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    searchString: prefix,
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

/**
 * The WAF web ACL in front of CloudFront. It lives in us-east-1 (the only region where AWS
 * accepts a CloudFront web ACL), so this stack has that region fixed while every other stack
 * stays environment-agnostic; the web stack reads the ACL's ARN with `webAclArnForOtherRegions`.
 */
export class WafStack extends Stack {
  public readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: Omit<StackProps, 'env'> = {}) {
    super(scope, id, { ...props, env: { region: WAF_REGION } });
    const rateRule = (name: string, priority: number, rule: { path: string; limit: number }) => ({
      name,
      priority,
      // 429 with the API's JSON error shape: the inquiry dialog already retries "slow down".
      action: {
        block: { customResponse: { responseCode: 429, customResponseBodyKey: 'TooManyRequests' } },
      },
      statement: {
        rateBasedStatement: {
          limit: rule.limit,
          evaluationWindowSec: 300,
          aggregateKeyType: 'IP',
          scopeDownStatement: pathStartsWith(rule.path),
        },
      },
      visibilityConfig: visibility(name),
    });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('TaxFirmEdge'),
      customResponseBodies: {
        TooManyRequests: { contentType: 'APPLICATION_JSON', content: '{"message":"Too Many Requests"}' },
      },
      rules: [
        // Rate rules first, so that they count every request to their paths.
        rateRule('InquiriesPerIp', 0, RATE_LIMITS.inquiries),
        rateRule('WebhookPerIp', 1, RATE_LIMITS.webhook),
        {
          name: 'CommonRuleSet',
          priority: 2,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              // Only labels here; the next rule blocks on that label except on the webhook path.
              ruleActionOverrides: [{ name: BODY_SIZE_RULE, actionToUse: { count: {} } }],
            },
          },
          visibilityConfig: visibility('CommonRuleSet'),
        },
        {
          // The webhook receiver accepts lead payloads up to 64 KB (and checks that limit itself);
          // the rule set's 8 KB cap stays on every other path, the site's and the API's.
          name: 'BodyOver8KbOutsideWebhook',
          priority: 3,
          action: { block: {} },
          statement: {
            andStatement: {
              statements: [
                { labelMatchStatement: { scope: 'LABEL', key: BODY_SIZE_LABEL } },
                { notStatement: { statement: pathStartsWith(RATE_LIMITS.webhook.path) } },
              ],
            },
          },
          visibilityConfig: visibility('BodyOver8KbOutsideWebhook'),
        },
      ],
    });
    new CfnOutput(this, WEB_ACL_ARN_OUTPUT, {
      value: this.webAcl.attrArn,
      description: 'The CloudFront web ACL (read by the web stack)',
    });
  }

  /**
   * The ACL's ARN as a stack in another region (or in none fixed) can read it: CloudFormation's
   * Fn::GetStackOutput reads this stack's output in us-east-1 when that stack deploys, which must
   * then depend on this one. (A CDK cross-stack reference would need a fixed region on the reading
   * stack, and through it on every stack that one references.)
   */
  get webAclArnForOtherRegions(): string {
    return Fn.getStackOutput(this.stackName, WEB_ACL_ARN_OUTPUT, WAF_REGION);
  }
}
