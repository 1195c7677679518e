import { CfnOutput, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { apiRoutes, type ApiRoute } from '../../shared/api-routes';

/** The wait, in seconds, a 429 of the per-address rate rules asks for (its Retry-After). */
export const RATE_LIMIT_RETRY_AFTER_SECONDS = 60;

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

/*
 * Request bodies. The common rule set blocks every body over 8 KB, which the API's own forms pass:
 * a 4,000-character message in Tamil is 12 KB of UTF-8, a webhook delivery up to 64 KB. So its
 * body rule only counts (labels), and the edge applies to each path the limit its routes need:
 * each route that reads a body declares its byte cap in the route table (`maxBodyBytes`, at least
 * the largest body its schema accepts), and a path goes in the smallest size class that holds the
 * largest cap among its routes. The class is never below the cap, so a body between the two gets
 * the handler's own 413, which names the cap; one over the class gets a 413 from the edge.
 */

/**
 * How much of a body CloudFront forwards to the web ACL's rules: 16 KB unless set, at most 64 KB.
 * At 64 KB every class below is measured exactly. AWS charges for the inspection beyond 16 KB only
 * on requests whose body is larger than 16 KB: webhook deliveries and the few large forms.
 */
export const BODY_INSPECTION = { setting: 'KB_64', bytes: 64 * 1024 } as const;
/** The common rule set's own body cap (SizeRestrictions_BODY), which no setting changes. */
export const COMMON_BODY_LIMIT = 8 * 1024;
/** The edge's body limits above the common rule set's, in bytes. */
export const BODY_SIZE_CLASSES = [16, 32, 48, 64].map((kb) => kb * 1024);

/** A size class: its limit, and the route paths it applies to. */
export interface BodySizeClass {
  readonly limit: number;
  readonly paths: readonly string[];
}

/**
 * The size classes the route table needs: each path whose routes read more than the common rule
 * set's 8 KB, in the smallest class that holds the largest of their caps. A path's GET shares its
 * POST's limit (a GET's body is never read). A cap over what the edge can measure fails the synth:
 * that route needs another way in (a presigned upload to the bucket), not a blind spot.
 */
export function bodySizeClasses(routes: readonly ApiRoute[] = apiRoutes): BodySizeClass[] {
  const capByPath = new Map<string, number>();
  for (const route of routes) {
    if (route.maxBodyBytes === undefined) continue;
    capByPath.set(route.path, Math.max(capByPath.get(route.path) ?? 0, route.maxBodyBytes));
  }
  const classes = new Map<number, string[]>();
  for (const [path, cap] of capByPath) {
    if (cap <= COMMON_BODY_LIMIT) continue;
    const limit = BODY_SIZE_CLASSES.find((c) => c >= cap && c <= BODY_INSPECTION.bytes);
    if (limit === undefined) {
      throw new Error(
        `${path}: a body cap of ${cap} bytes is more than the edge inspects (${BODY_INSPECTION.bytes} bytes)`,
      );
    }
    classes.set(limit, [...(classes.get(limit) ?? []), path]);
  }
  return [...classes].sort(([a], [b]) => a - b).map(([limit, paths]) => ({ limit, paths }));
}

/** The common rule set's rules and the labels they add when they match. */
const BODY_SIZE_RULE = 'SizeRestrictions_BODY';
const BODY_SIZE_LABEL = 'awswaf:managed:aws:core-rule-set:SizeRestrictions_Body';
const NO_USER_AGENT_RULE = 'NoUserAgent_HEADER';
const NO_USER_AGENT_LABEL = 'awswaf:managed:aws:core-rule-set:NoUserAgent_Header';

/**
 * Rules of the common rule set that only count when the site opens, each with the reason. Their
 * matches show as CountedRequests of the rule in the web ACL's metrics, and in the sampled
 * requests. Once a rule's matches over a few weeks of real use are all attacks (or it matched no
 * client, staff member or platform), take it off this list and it blocks; a rule that did match
 * real traffic stays counted on those paths and blocks elsewhere, the way the body-size and
 * no-User-Agent rules are handled below.
 */
export const COUNTED_AT_LAUNCH = {
  /**
   * Free text goes into bodies: messages, request descriptions, notes, the inquiry's message,
   * soon letter templates. People paste what they have: a signature like `Ravi Iyer
   * <ravi@firm.in>`, a line copied from a government portal with its markup. A false match here
   * loses a client's message at the edge with a bare 403, while what the API stores is shown as
   * text: the dashboards render it through React, which escapes it, and the mails escape it.
   */
  CrossSiteScripting_BODY: 'free text of every form; shown as text, never as HTML',
  /**
   * The lead list's filters: search text and campaign names in an Indic script are percent-encoded
   * at 9 bytes a character, so a 300-character campaign filter alone is 2.7 KB against this rule's
   * 2 KB. Every query value is bounded by its route's schema.
   */
  SizeRestrictions_QUERYSTRING: 'Indic filter values of the lead list pass 2 KB once percent-encoded',
} as const;

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const pathStartsWith = (prefix: string, normalize = false): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    searchString: prefix,
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    // Normalized, `/api/webhook/x/../../inquiries` is the inquiries path it reaches, not a webhook's.
    textTransformations: [{ priority: 0, type: normalize ? 'NORMALIZE_PATH' : 'NONE' }],
  },
});

const labelled = (key: string): CfnWebACL.StatementProperty => ({
  labelMatchStatement: { scope: 'LABEL', key },
});

/** A route path as an anchored pattern, each `{name}` one segment: `^/api/requests/[^/]+$`. */
const pathPattern = (path: string) =>
  `^${path
    .split('/')
    .map((part) => (/^\{\w+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')}$`;

/** WAF's longest regex string. */
const MAX_REGEX_LENGTH = 512;

/**
 * True on exactly the given route paths (anchored patterns, joined in as few regexes as fit). Any
 * other spelling of a path (`//`, `/./`, `..`) matches none of them, so it gets the default 8 KB.
 */
export function pathIsOneOf(paths: readonly string[]): CfnWebACL.StatementProperty {
  const regexes: string[] = [];
  for (const pattern of paths.map(pathPattern)) {
    const last = regexes.length - 1;
    if (last >= 0 && regexes[last]!.length + 1 + pattern.length <= MAX_REGEX_LENGTH) {
      regexes[last] = `${regexes[last]}|${pattern}`;
    } else regexes.push(pattern);
  }
  const statements = regexes.map((regexString) => ({
    regexMatchStatement: {
      regexString,
      fieldToMatch: { uriPath: {} },
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  }));
  return statements.length === 1 ? statements[0]! : { orStatement: { statements } };
}

/** The rule that refuses a body over its path's limit, and its response body's key. */
export const BODY_RULE = 'BodyOverItsPathLimit';

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
      // 429 with the API's JSON error shape: the inquiry dialog already retries "slow down". A
      // rate rule blocks until the address's count over the window falls under the limit, which
      // WAF checks again every few seconds: a minute is an honest wait to ask for.
      action: {
        block: {
          customResponse: {
            responseCode: 429,
            customResponseBodyKey: 'TooManyRequests',
            responseHeaders: [{ name: 'Retry-After', value: String(RATE_LIMIT_RETRY_AFTER_SECONDS) }],
          },
        },
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
    const classes = bodySizeClasses();
    // One rule for every limit, an alternative each (WAF bills by the rule): the common rule
    // set's 8 KB on every path not in a larger class (the site's pages, the routes that read no
    // body or a small one, any path no route has), and each class's limit on its own paths.
    const larger = classes.flatMap((c) => c.paths);
    const overLimit: CfnWebACL.StatementProperty[] = [
      larger.length
        ? {
            andStatement: {
              statements: [labelled(BODY_SIZE_LABEL), { notStatement: { statement: pathIsOneOf(larger) } }],
            },
          }
        : labelled(BODY_SIZE_LABEL),
      ...classes.map((c): CfnWebACL.StatementProperty => ({
        andStatement: {
          statements: [
            pathIsOneOf(c.paths),
            {
              sizeConstraintStatement: {
                // A body past the inspection limit is past every class's limit too: it matches
                // without being read (no class's limit is above the inspection limit).
                fieldToMatch: { body: { oversizeHandling: 'MATCH' } },
                comparisonOperator: 'GT',
                size: c.limit,
                textTransformations: [{ priority: 0, type: 'NONE' }],
              },
            },
          ],
        },
      })),
    ];
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('TaxFirmEdge'),
      associationConfig: {
        requestBody: { CLOUDFRONT: { defaultSizeInspectionLimit: BODY_INSPECTION.setting } },
      },
      customResponseBodies: {
        TooManyRequests: { contentType: 'APPLICATION_JSON', content: '{"message":"Too Many Requests"}' },
        // 413, as the handlers answer a body over their own cap (which is never above this limit).
        [BODY_RULE]: {
          contentType: 'APPLICATION_JSON',
          content: '{"message":"The request body is too large."}',
        },
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
              ruleActionOverrides: [
                // Only label here; the rules below block on the labels where they apply.
                { name: NO_USER_AGENT_RULE, actionToUse: { count: {} } },
                { name: BODY_SIZE_RULE, actionToUse: { count: {} } },
                ...Object.keys(COUNTED_AT_LAUNCH).map((name) => ({ name, actionToUse: { count: {} } })),
              ],
            },
          },
          visibilityConfig: visibility('CommonRuleSet'),
        },
        {
          // Lead platforms post server to server, and some send no User-Agent; every browser and
          // the site's own scripts do. The missing header still blocks everywhere else.
          name: 'NoUserAgentOutsideWebhook',
          priority: 3,
          action: { block: {} },
          statement: {
            andStatement: {
              statements: [
                labelled(NO_USER_AGENT_LABEL),
                { notStatement: { statement: pathStartsWith(RATE_LIMITS.webhook.path, true) } },
              ],
            },
          },
          visibilityConfig: visibility('NoUserAgentOutsideWebhook'),
        },
        {
          name: BODY_RULE,
          priority: 4,
          action: { block: { customResponse: { responseCode: 413, customResponseBodyKey: BODY_RULE } } },
          statement: overLimit.length === 1 ? overLimit[0]! : { orStatement: { statements: overLimit } },
          visibilityConfig: visibility(BODY_RULE),
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
