import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Reads the synthesized cloud assembly (`cdk.out`) the way CloudFormation would deploy it, but
 * with local values: every intrinsic a template holds is resolved, so that what a function is
 * given (its environment) and allowed (its role's policies) can be taken from the templates
 * themselves rather than from the declarations they were made from.
 *
 * Resolved: `Ref` (a logical id, a parameter's default, `AWS::*` pseudo-parameters),
 * `Fn::GetAtt`, `Fn::Join`, `Fn::Select`, `Fn::Split`, `Fn::Sub` (both forms),
 * `Fn::ImportValue` (another stack's export), `Fn::GetStackOutput` (another stack's output), and
 * the dynamic references `{{resolve:secretsmanager:…}}` and `{{resolve:ssm-secure:…}}`. Anything
 * else (a condition function, `Fn::FindInMap`, a resource type the local values do not know)
 * throws, naming it and where it was found: a start that cannot say what a function would get
 * must not guess.
 */

export interface TemplateResource {
  Type: string;
  Properties?: Record<string, unknown>;
  Metadata?: Record<string, unknown>;
}

export interface Template {
  Parameters?: Record<string, { Default?: unknown }>;
  Resources: Record<string, TemplateResource>;
  Outputs?: Record<string, { Value: unknown; Export?: { Name: unknown } }>;
}

export interface AssemblyStack {
  name: string;
  template: Template;
}

/** What a resource resolves to locally: its `Ref`, and its attributes for `Fn::GetAtt`. */
export interface LocalResource {
  ref: string;
  attributes?: Record<string, string>;
}

/** The local values the templates' references are mapped to. */
export interface LocalValues {
  region: string;
  accountId: string;
  partition?: string;
  urlSuffix?: string;
  /** A resource's local identity; throw (naming the type) for one that has none locally. */
  resource(stack: string, logicalId: string, resource: TemplateResource): LocalResource;
  /** A `{{resolve:secretsmanager:ID:SecretString:KEY::}}` reference's value. */
  secret(secretId: string, jsonKey: string | undefined): string;
  /** A `{{resolve:ssm-secure:NAME}}` reference's value. */
  secureParameter?(name: string): string;
}

/** The stacks of an assembly directory, from its manifest. */
export function readAssembly(dir: string): AssemblyStack[] {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
    artifacts: Record<string, { type: string; properties?: { templateFile?: string } }>;
  };
  return Object.entries(manifest.artifacts)
    .filter(([, a]) => a.type === 'aws:cloudformation:stack' && a.properties?.templateFile)
    .map(([name, a]) => ({
      name,
      template: JSON.parse(readFileSync(path.join(dir, a.properties!.templateFile!), 'utf8')) as Template,
    }));
}

export class UnresolvableError extends Error {
  constructor(what: string, where: string) {
    super(`The assembly cannot be read locally: ${what} (at ${where})`);
    this.name = 'UnresolvableError';
  }
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const PSEUDO = [
  'AWS::Region',
  'AWS::AccountId',
  'AWS::Partition',
  'AWS::URLSuffix',
  'AWS::StackName',
  'AWS::StackId',
];

export class TemplateResolver {
  private readonly stacks = new Map<string, Template>();
  private readonly exports = new Map<string, { stack: string; value: unknown }>();
  private readonly resources = new Map<string, LocalResource>();

  constructor(
    stacks: readonly AssemblyStack[],
    private readonly values: LocalValues,
  ) {
    for (const { name, template } of stacks) this.stacks.set(name, template);
    for (const { name, template } of stacks) {
      for (const [id, output] of Object.entries(template.Outputs ?? {})) {
        if (output.Export === undefined) continue;
        const exportName = this.resolve(output.Export.Name, name, `${name}/Outputs/${id}/Export`);
        this.exports.set(String(exportName), { stack: name, value: output.Value });
      }
    }
  }

  template(stack: string): Template {
    const template = this.stacks.get(stack);
    if (!template) throw new UnresolvableError(`no stack named ${stack}`, 'the assembly');
    return template;
  }

  /** A value of `stack`'s template with every intrinsic resolved. `where` names it in errors. */
  resolve(value: unknown, stack: string, where: string): Json {
    if (typeof value === 'string') return this.dynamicReferences(value, where);
    if (Array.isArray(value)) return value.map((v, i) => this.resolve(v, stack, `${where}/${i}`));
    if (value === null || typeof value !== 'object') return value as Json;
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 1) {
      const [key, arg] = entries[0]!;
      if (key === 'Ref' || key.startsWith('Fn::')) return this.intrinsic(key, arg, stack, `${where}/${key}`);
      if (key === 'Condition') throw new UnresolvableError('a Condition', where);
    }
    return Object.fromEntries(entries.map(([k, v]) => [k, this.resolve(v, stack, `${where}/${k}`)]));
  }

  private text(value: unknown, stack: string, where: string): string {
    const resolved = this.resolve(value, stack, where);
    if (typeof resolved !== 'string' && typeof resolved !== 'number') {
      throw new UnresolvableError(`a text value was expected, not ${JSON.stringify(resolved)}`, where);
    }
    return String(resolved);
  }

  private list(value: unknown, stack: string, where: string): Json[] {
    const resolved = this.resolve(value, stack, where);
    if (!Array.isArray(resolved)) throw new UnresolvableError('a list was expected', where);
    return resolved;
  }

  private intrinsic(key: string, arg: unknown, stack: string, where: string): Json {
    switch (key) {
      case 'Ref':
        return this.ref(String(arg), stack, where);
      case 'Fn::GetAtt': {
        const [id, attribute] = Array.isArray(arg) ? arg : String(arg).split(/\.(.*)/s);
        return this.attribute(String(id), String(attribute), stack, where);
      }
      case 'Fn::Join': {
        const [separator, parts] = arg as [string, unknown];
        return this.list(parts, stack, where)
          .map((p) => (typeof p === 'string' || typeof p === 'number' ? String(p) : JSON.stringify(p)))
          .join(separator);
      }
      case 'Fn::Select': {
        const [index, list] = arg as [unknown, unknown];
        const items = this.list(list, stack, where);
        const at = Number(this.text(index, stack, where));
        if (!(at >= 0 && at < items.length))
          throw new UnresolvableError(`Fn::Select index ${at} out of range`, where);
        return items[at]!;
      }
      case 'Fn::Split': {
        const [separator, source] = arg as [string, unknown];
        return this.text(source, stack, where).split(separator);
      }
      case 'Fn::Sub': {
        const [template, variables] = Array.isArray(arg)
          ? (arg as [string, Record<string, unknown>])
          : [String(arg), {}];
        return template.replace(/\$\{(!?)([^}]+)\}/g, (_, literal: string, name: string) => {
          if (literal) return `\${${name}}`;
          if (name in variables) return this.text(variables[name], stack, `${where}/${name}`);
          const [id, attribute] = name.split(/\.(.*)/s);
          return attribute ? this.attribute(id!, attribute, stack, where) : this.ref(name, stack, where);
        });
      }
      case 'Fn::ImportValue': {
        const name = this.text(arg, stack, where);
        const exported = this.exports.get(name);
        if (!exported) throw new UnresolvableError(`no stack exports ${name}`, where);
        return this.resolve(exported.value, exported.stack, `${exported.stack}/Outputs(${name})`);
      }
      case 'Fn::GetStackOutput': {
        const { StackName, OutputName } = arg as { StackName: unknown; OutputName: unknown };
        const other = this.text(StackName, stack, where);
        const output = this.template(other).Outputs?.[this.text(OutputName, stack, where)];
        if (!output) throw new UnresolvableError(`stack ${other} has no output ${String(OutputName)}`, where);
        return this.resolve(output.Value, other, `${other}/Outputs`);
      }
      default:
        throw new UnresolvableError(`the intrinsic ${key} is not known to the local reader`, where);
    }
  }

  private ref(name: string, stack: string, where: string): string {
    if (name.startsWith('AWS::')) {
      if (!PSEUDO.includes(name)) throw new UnresolvableError(`the pseudo-parameter ${name}`, where);
      return {
        'AWS::Region': this.values.region,
        'AWS::AccountId': this.values.accountId,
        'AWS::Partition': this.values.partition ?? 'aws',
        'AWS::URLSuffix': this.values.urlSuffix ?? 'amazonaws.com',
        'AWS::StackName': stack,
        'AWS::StackId': `arn:aws:cloudformation:${this.values.region}:${this.values.accountId}:stack/${stack}/local`,
      }[name]!;
    }
    const template = this.template(stack);
    const parameter = template.Parameters?.[name];
    if (parameter) {
      if (parameter.Default === undefined)
        throw new UnresolvableError(`parameter ${name} has no default`, where);
      return this.text(parameter.Default, stack, where);
    }
    return this.local(name, stack, where).ref;
  }

  private attribute(id: string, attribute: string, stack: string, where: string): string {
    const found = this.local(id, stack, where).attributes?.[attribute];
    if (found === undefined) {
      const type = this.template(stack).Resources[id]?.Type;
      throw new UnresolvableError(`${type} ${id} has no local ${attribute}`, where);
    }
    return found;
  }

  private local(id: string, stack: string, where: string): LocalResource {
    const key = `${stack}/${id}`;
    const known = this.resources.get(key);
    if (known) return known;
    const resource = this.template(stack).Resources[id];
    if (!resource) throw new UnresolvableError(`no resource or parameter ${id} in ${stack}`, where);
    const local = this.values.resource(stack, id, resource);
    this.resources.set(key, local);
    return local;
  }

  private dynamicReferences(value: string, where: string): string {
    return value.replace(/\{\{resolve:([a-z-]+):([^}]*)\}\}/g, (_, service: string, reference: string) => {
      if (service === 'secretsmanager') {
        // secret-id:SecretString:json-key:version-stage:version-id (the id may be an ARN, with colons)
        const match = /^(.*?)(?::SecretString(?::([^:]*))?(?::[^:]*)?(?::[^:]*)?)?$/.exec(reference)!;
        return this.values.secret(match[1]!, match[2] || undefined);
      }
      if (service === 'ssm-secure' && this.values.secureParameter) {
        return this.values.secureParameter(reference.split(':')[0]!);
      }
      throw new UnresolvableError(`the dynamic reference {{resolve:${service}:…}}`, where);
    });
  }
}

/**
 * The id a resource's construct has in its stack (`Leads` for the table `Leads391D8FFF`): from its
 * `aws:cdk:path` when the synth records paths, else from the logical id CDK made of it (the id
 * and an eight-character hash).
 */
export function constructIdOf(logicalId: string, resource: TemplateResource): string {
  const recorded = resource.Metadata?.['aws:cdk:path'];
  if (typeof recorded === 'string') return recorded.split('/')[1] ?? logicalId;
  return /^(.+?)[0-9A-F]{8}$/.exec(logicalId)?.[1] ?? logicalId;
}

/** A statement of a role's policy, resolved: what IAM would evaluate. */
export interface ResolvedStatement {
  Effect: 'Allow' | 'Deny';
  Action: string[];
  Resource: string[];
}

/** What the templates give a Lambda function: its environment and its role's statements. */
export interface DeployedFunction {
  stack: string;
  logicalId: string;
  /** Its construct id in the stack, e.g. `getHealthFunction`. */
  constructId: string;
  environment: Record<string, string>;
  statements: ResolvedStatement[];
}

const asList = (value: Json): string[] => (Array.isArray(value) ? value.map(String) : [String(value)]);

/** Every Lambda function of the assembly, with its environment and policies resolved. */
export function deployedFunctions(
  resolver: TemplateResolver,
  stacks: readonly AssemblyStack[],
): DeployedFunction[] {
  return stacks.flatMap(({ name, template }) => {
    const policies = Object.entries(template.Resources).filter(([, r]) => r.Type === 'AWS::IAM::Policy');
    return Object.entries(template.Resources)
      .filter(([, r]) => r.Type === 'AWS::Lambda::Function')
      .map(([id, r]) => {
        const where = `${name}/${id}`;
        const variables = (r.Properties?.Environment as { Variables?: unknown } | undefined)?.Variables ?? {};
        const environment = Object.fromEntries(
          Object.entries(
            resolver.resolve(variables, name, `${where}/Environment`) as Record<string, Json>,
          ).map(([k, v]) => [k, String(v)]),
        );
        // The role is a resource of this stack; its policies name it by Ref.
        const role = (r.Properties?.Role as { 'Fn::GetAtt'?: [string, string] } | undefined)?.[
          'Fn::GetAtt'
        ]?.[0];
        const statements = policies
          .filter(([, p]) =>
            ((p.Properties?.Roles as { Ref?: string }[] | undefined) ?? []).some((x) => x.Ref === role),
          )
          .flatMap(([policyId, p]) => {
            const document = resolver.resolve(p.Properties?.PolicyDocument, name, `${name}/${policyId}`) as {
              Statement: { Effect: 'Allow' | 'Deny'; Action: Json; Resource: Json }[];
            };
            return document.Statement.map((s) => ({
              Effect: s.Effect,
              Action: asList(s.Action),
              Resource: asList(s.Resource),
            }));
          });
        return {
          stack: name,
          logicalId: id,
          constructId: constructIdOf(id, r),
          environment,
          statements,
        };
      });
  });
}

/**
 * The statements each product function's role holds in the templates, as the local IAM check
 * takes them (Allow statements; a Deny would need evaluation order the check does not model, so
 * one fails here). A function is found by its construct id, `<id>Function`.
 */
export function templateGrants(functions: readonly DeployedFunction[]): (fnId: string) => {
  actions: string[];
  resources: string[];
}[] {
  return (fnId) => {
    const fn = functions.find((f) => f.constructId === `${fnId}Function`);
    if (!fn) throw new UnresolvableError(`no function ${fnId} in the templates`, 'the assembly');
    return fn.statements.map((s) => {
      const where = `${fn.stack}/${fn.logicalId}`;
      if (s.Effect !== 'Allow') throw new UnresolvableError(`a Deny statement in ${where}'s policy`, where);
      return { actions: s.Action, resources: s.Resource };
    });
  };
}
