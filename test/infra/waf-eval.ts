/*
 * Evaluates a synthesized web ACL (the CloudFormation properties of AWS::WAFv2::WebACL) against
 * one request, rule by rule in priority order, as AWS WAF does: a matching rule that blocks or
 * allows ends the evaluation; one that counts adds its labels and goes on; the default action
 * applies when no rule ended it.
 *
 * Only the statements this project uses are read, and anything else throws, so a new kind of
 * rule cannot pass these tests unread. Of the AWS common rule set, the two rules that can refuse
 * an ordinary request are modelled: SizeRestrictions_BODY (a body over 8 KB) and
 * NoUserAgent_HEADER (no User-Agent header). Its other rules look for attack patterns (script
 * tags, path traversal, the instance metadata address) that the requests here do not carry.
 * Rate-based rules never match a single request.
 */

export interface EdgeRequest {
  method: string;
  path: string;
  /** Size of the body in bytes. */
  bodyBytes: number;
  /** The User-Agent header; absent when undefined. */
  userAgent?: string;
}

export interface Verdict {
  action: 'allow' | 'block';
  /** The rule that ended the evaluation (none: the default action). */
  rule?: string;
  /** The HTTP status of a block: the custom response's, else 403. */
  status?: number;
  labels: string[];
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const CRS = 'awswaf:managed:aws:core-rule-set:';

/** The common rule set's rules modelled here: when each matches, and the label it adds. */
const COMMON_RULES: Record<string, { label: string; matches: (r: EdgeRequest) => boolean }> = {
  SizeRestrictions_BODY: { label: `${CRS}SizeRestrictions_Body`, matches: (r) => r.bodyBytes > 8 * 1024 },
  NoUserAgent_HEADER: { label: `${CRS}NoUserAgent_Header`, matches: (r) => r.userAgent === undefined },
};

const INSPECTION_LIMITS: Record<string, number> = {
  KB_16: 16 * 1024,
  KB_32: 32 * 1024,
  KB_48: 48 * 1024,
  KB_64: 64 * 1024,
};

/** The most body a CloudFront web ACL forwards to its rules: 16 KB unless the ACL says more. */
export function bodyInspectionLimit(acl: Json): number {
  const setting = acl.AssociationConfig?.RequestBody?.CLOUDFRONT?.DefaultSizeInspectionLimit ?? 'KB_16';
  const limit = INSPECTION_LIMITS[setting];
  if (!limit) throw new Error(`unknown body inspection limit ${setting}`);
  return limit;
}

export function evaluate(acl: Json, request: EdgeRequest): Verdict {
  const labels: string[] = [];
  const rules = [...(acl.Rules as Json[])].sort((a, b) => a.Priority - b.Priority);
  const context = { request, labels, inspectionLimit: bodyInspectionLimit(acl) };
  for (const rule of rules) {
    const group = rule.Statement.ManagedRuleGroupStatement;
    if (group) {
      const verdict = evaluateCommonRuleSet(rule, group, request, labels);
      if (verdict) return verdict;
      continue;
    }
    if (!matches(rule.Statement, context)) continue;
    for (const label of rule.RuleLabels ?? []) labels.push(label.Name);
    if (rule.Action.Count) continue;
    if (rule.Action.Allow) return { action: 'allow', rule: rule.Name, labels };
    if (rule.Action.Block) {
      const status = rule.Action.Block.CustomResponse?.ResponseCode ?? 403;
      return { action: 'block', rule: rule.Name, status, labels };
    }
    throw new Error(`rule ${rule.Name}: action ${JSON.stringify(rule.Action)} is not read here`);
  }
  if (acl.DefaultAction.Allow) return { action: 'allow', labels };
  return { action: 'block', status: 403, labels };
}

function evaluateCommonRuleSet(
  rule: Json,
  group: Json,
  request: EdgeRequest,
  labels: string[],
): Verdict | null {
  if (group.VendorName !== 'AWS' || group.Name !== 'AWSManagedRulesCommonRuleSet') {
    throw new Error(`rule ${rule.Name}: managed group ${group.Name} is not modelled here`);
  }
  if (group.ScopeDownStatement) throw new Error(`rule ${rule.Name}: a scope-down is not read here`);
  const overrides = new Map<string, Json>(
    (group.RuleActionOverrides ?? []).map((o: Json) => [o.Name, o.ActionToUse]),
  );
  for (const name of overrides.keys()) {
    if (!(name in COMMON_RULES) && !KNOWN_COMMON_RULES.has(name)) {
      throw new Error(`rule ${rule.Name}: the common rule set has no rule ${name}`);
    }
  }
  for (const [name, model] of Object.entries(COMMON_RULES)) {
    if (!model.matches(request)) continue;
    labels.push(model.label);
    const action = overrides.get(name) ?? { Block: {} };
    if (action.Count) continue;
    // The group's own override (Count) turns every block of its rules into a count.
    if (rule.OverrideAction?.Count) continue;
    return { action: 'block', rule: `${rule.Name}:${name}`, status: 403, labels };
  }
  return null;
}

/** Every rule of the common rule set, so that an override naming no rule is caught. */
const KNOWN_COMMON_RULES = new Set([
  'NoUserAgent_HEADER',
  'UserAgent_BadBots_HEADER',
  'SizeRestrictions_QUERYSTRING',
  'SizeRestrictions_Cookie_HEADER',
  'SizeRestrictions_BODY',
  'SizeRestrictions_URIPATH',
  'EC2MetaDataSSRF_BODY',
  'EC2MetaDataSSRF_COOKIE',
  'EC2MetaDataSSRF_URIPATH',
  'EC2MetaDataSSRF_QUERYARGUMENTS',
  'GenericLFI_QUERYARGUMENTS',
  'GenericLFI_URIPATH',
  'GenericLFI_BODY',
  'RestrictedExtensions_URIPATH',
  'RestrictedExtensions_QUERYARGUMENTS',
  'GenericRFI_QUERYARGUMENTS',
  'GenericRFI_BODY',
  'GenericRFI_URIPATH',
  'CrossSiteScripting_COOKIE',
  'CrossSiteScripting_QUERYARGUMENTS',
  'CrossSiteScripting_BODY',
  'CrossSiteScripting_URIPATH',
]);

interface Context {
  request: EdgeRequest;
  labels: string[];
  inspectionLimit: number;
}

function matches(statement: Json, context: Context): boolean {
  const [kind, body] = Object.entries(statement)[0] as [string, Json];
  switch (kind) {
    case 'AndStatement':
      return body.Statements.every((s: Json) => matches(s, context));
    case 'OrStatement':
      return body.Statements.some((s: Json) => matches(s, context));
    case 'NotStatement':
      return !matches(body.Statement, context);
    case 'LabelMatchStatement':
      return body.Scope === 'LABEL'
        ? context.labels.includes(body.Key)
        : context.labels.some((l) => l.startsWith(`${body.Key}:`));
    case 'RateBasedStatement':
      return false;
    case 'ByteMatchStatement': {
      const value = transform(field(body.FieldToMatch, context.request), body.TextTransformations);
      const search = String(body.SearchString);
      switch (body.PositionalConstraint) {
        case 'EXACTLY':
          return value === search;
        case 'STARTS_WITH':
          return value.startsWith(search);
        case 'ENDS_WITH':
          return value.endsWith(search);
        case 'CONTAINS':
          return value.includes(search);
        default:
          throw new Error(`byte match ${body.PositionalConstraint} is not read here`);
      }
    }
    case 'RegexMatchStatement': {
      const value = transform(field(body.FieldToMatch, context.request), body.TextTransformations);
      return new RegExp(body.RegexString).test(value);
    }
    case 'SizeConstraintStatement':
      return sizeMatches(body, context);
    default:
      throw new Error(`statement ${kind} is not read here`);
  }
}

function field(fieldToMatch: Json, request: EdgeRequest): string {
  if (fieldToMatch.UriPath) return request.path;
  if (fieldToMatch.Method) return request.method;
  throw new Error(`field ${JSON.stringify(fieldToMatch)} is not read here`);
}

/**
 * A body's size against a limit. WAF sees at most the inspection limit of the body: past it, the
 * statement's oversize handling decides (MATCH, NO_MATCH, or CONTINUE with what it saw).
 */
function sizeMatches(body: Json, context: Context): boolean {
  if (!body.FieldToMatch.Body)
    throw new Error(`size of ${JSON.stringify(body.FieldToMatch)} is not read here`);
  if ((body.TextTransformations ?? []).some((t: Json) => t.Type !== 'NONE')) {
    throw new Error('a transformation of the body is not read here');
  }
  const handling = body.FieldToMatch.Body.OversizeHandling ?? 'CONTINUE';
  let size = context.request.bodyBytes;
  if (size > context.inspectionLimit) {
    if (handling === 'MATCH') return true;
    if (handling === 'NO_MATCH') return false;
    size = context.inspectionLimit;
  }
  const limit = Number(body.Size);
  switch (body.ComparisonOperator) {
    case 'GT':
      return size > limit;
    case 'GE':
      return size >= limit;
    case 'LT':
      return size < limit;
    case 'LE':
      return size <= limit;
    case 'EQ':
      return size === limit;
    case 'NE':
      return size !== limit;
    default:
      throw new Error(`comparison ${body.ComparisonOperator} is not read here`);
  }
}

function transform(value: string, transformations: Json[] = []): string {
  return [...transformations]
    .sort((a, b) => a.Priority - b.Priority)
    .reduce((v, t) => {
      switch (t.Type) {
        case 'NONE':
          return v;
        case 'LOWERCASE':
          return v.toLowerCase();
        case 'URL_DECODE':
          return decodeURIComponent(v);
        case 'NORMALIZE_PATH':
          return normalizePath(v);
        default:
          throw new Error(`transformation ${t.Type} is not read here`);
      }
    }, value);
}

/** Repeated slashes, `/./` and `/x/../` removed, as WAF's NORMALIZE_PATH does. */
export function normalizePath(path: string): string {
  const out: string[] = [];
  for (const part of path.replace(/\/{2,}/g, '/').split('/')) {
    if (part === '.') continue;
    if (part === '..' && out.length > 1) out.pop();
    else out.push(part);
  }
  return out.join('/');
}

/**
 * The largest body (bytes) the ACL lets through on `request`'s path and method: found by halving,
 * up to `ceiling` (Infinity when it lets `ceiling` through).
 */
export function largestAllowed(acl: Json, request: Omit<EdgeRequest, 'bodyBytes'>, ceiling: number): number {
  const allowed = (n: number) => evaluate(acl, { ...request, bodyBytes: n }).action === 'allow';
  if (allowed(ceiling)) return Infinity;
  if (!allowed(0)) return -1;
  let lo = 0;
  let hi = ceiling;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (allowed(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}
