import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { functionDeclarations, type FunctionDeclaration } from '../function-grants';

/**
 * What a deploy uploads for each function, checked on the synthesized cloud assembly (`cdk.out`)
 * rather than on the declarations: every product function in every template has a code asset of
 * its own, and that asset's entry (read from its source map) is the handler its declaration
 * names.
 *
 * This exists because the assembly once gave all 68 functions the health check's bundle while
 * every test passed: CDK caches staged assets by their properties serialized as JSON, which drops
 * a `bundling.local.tryBundle` function, so every function after the first received the first
 * one's bundle. Only the real synth, with bundling on, shows that.
 */

/**
 * Functions CDK itself adds, which carry CDK's code and no handler of ours, found by the construct
 * path of their resource. Any other function that matches no declaration is a finding.
 */
export const CDK_OWN_FUNCTIONS: readonly { readonly name: string; readonly path: RegExp }[] = [
  // The site's upload to its bucket (aws-s3-deployment's BucketDeployment).
  { name: 'BucketDeployment handler', path: /\/Custom::CDKBucketDeployment[0-9A-Za-z]*\// },
  // Empties a bucket before CloudFormation deletes it (autoDeleteObjects).
  { name: 'S3 auto-delete objects provider', path: /\/Custom::S3AutoDeleteObjectsCustomResourceProvider\// },
  // Sets log retention on log groups CDK does not own.
  { name: 'log retention', path: /\/LogRetention[0-9a-f]{32}\// },
  // aws-cdk-lib/custom-resources' AwsCustomResource singleton.
  { name: 'AwsCustomResource provider', path: /\/AWS679f53fac002430cb0da5b7982bd2287\// },
  // The cross-region reference reader, when a stack reads an output from another region.
  {
    name: 'cross-region reference reader',
    path: /\/Custom::CrossRegionExportReaderCustomResourceProvider\//,
  },
];

interface TemplateResource {
  Type: string;
  Properties?: Record<string, unknown>;
  Metadata?: Record<string, unknown>;
}

interface StackArtifact {
  readonly name: string;
  readonly resources: Record<string, TemplateResource>;
  readonly folderOfKey: ReadonlyMap<string, string>;
}

/** A Lambda function of some template, with where its code is in the assembly. */
export interface AssemblyFunction {
  readonly stack: string;
  readonly logicalId: string;
  /** The construct path CDK records in the resource's metadata (the CLI's default; the check needs it). */
  readonly constructPath: string;
  /** The folder (`asset.<hash>`) the asset manifest uploads to the template's object key; undefined for inline code. */
  readonly assetDir?: string;
  /** The object key the template deploys the code from (unique per asset). */
  readonly assetKey?: string;
}

interface AssetManifest {
  files?: Record<string, { source: { path?: string }; destinations: Record<string, { objectKey?: string }> }>;
}

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

function readStacks(assemblyDir: string): StackArtifact[] {
  const manifest = readJson<{
    artifacts: Record<string, { type: string; properties?: { templateFile?: string; file?: string } }>;
  }>(path.join(assemblyDir, 'manifest.json'));
  // What a deploy uploads, by object key: the asset manifests name each key's folder.
  const folderOfKey = new Map<string, string>();
  for (const artifact of Object.values(manifest.artifacts)) {
    if (artifact.type !== 'cdk:asset-manifest' || !artifact.properties?.file) continue;
    const assets = readJson<AssetManifest>(path.join(assemblyDir, artifact.properties.file));
    for (const file of Object.values(assets.files ?? {})) {
      for (const destination of Object.values(file.destinations)) {
        if (destination.objectKey && file.source.path)
          folderOfKey.set(destination.objectKey, path.join(assemblyDir, file.source.path));
      }
    }
  }
  return Object.entries(manifest.artifacts)
    .filter(([, a]) => a.type === 'aws:cloudformation:stack' && a.properties?.templateFile)
    .map(([name, a]) => {
      const template = readJson<{ Resources?: Record<string, TemplateResource> }>(
        path.join(assemblyDir, a.properties!.templateFile!),
      );
      return { name, resources: template.Resources ?? {}, folderOfKey };
    });
}

/** Every `AWS::Lambda::Function` of every stack in the assembly. */
export function assemblyFunctions(assemblyDir: string): AssemblyFunction[] {
  return readStacks(assemblyDir).flatMap((stack) =>
    Object.entries(stack.resources)
      .filter(([, r]) => r.Type === 'AWS::Lambda::Function')
      .map(([logicalId, r]) => {
        const code = (r.Properties?.Code ?? {}) as { S3Key?: unknown };
        return {
          stack: stack.name,
          logicalId,
          constructPath: String(r.Metadata?.['aws:cdk:path'] ?? ''),
          assetDir: typeof code.S3Key === 'string' ? stack.folderOfKey.get(code.S3Key) : undefined,
          assetKey: typeof code.S3Key === 'string' ? code.S3Key : undefined,
        };
      }),
  );
}

const HANDLER_SOURCE = /(?:^|\/)lambdas\/([a-z0-9-]+)\.ts$/;

/** The handler files (`lambdas/<name>.ts`) a bundle's `index.mjs` was built from, by its source map. */
export function handlersInBundle(assetDir: string): string[] {
  const map = JSON.parse(readFileSync(path.join(assetDir, 'index.mjs.map'), 'utf8')) as { sources: string[] };
  return map.sources
    .filter((s) => !s.includes('node_modules'))
    .map((s) => HANDLER_SOURCE.exec(s.replaceAll('\\', '/'))?.[1])
    .filter((h): h is string => h !== undefined);
}

/** The other handler files a handler's source imports (their code then shares its bundle). */
function importedHandlers(projectRoot: string, handler: string): Set<string> {
  const source = readFileSync(path.join(projectRoot, 'lambdas', `${handler}.ts`), 'utf8');
  return new Set([...source.matchAll(/from '\.\/([a-z0-9-]+)'/g)].map((m) => m[1]!));
}

/** The declared function a construct path belongs to (`<stack>/<id>Function/Resource`). */
function declarationOf(constructPath: string, declarations: readonly FunctionDeclaration[]) {
  const match = /^[^/]+\/([^/]+)Function\/Resource$/.exec(constructPath);
  return match ? declarations.find((d) => d.id === match[1]) : undefined;
}

/**
 * The findings of the check, one sentence each; empty when every product function ships its own
 * handler. `projectRoot` holds `lambdas/` (for the imports a handler's bundle may also carry).
 */
export function checkFunctionAssets(
  assemblyDir: string,
  options: { projectRoot?: string; declarations?: readonly FunctionDeclaration[] } = {},
): { findings: string[]; products: number; cdkOwn: { name: string; path: string }[] } {
  const projectRoot = options.projectRoot ?? path.resolve();
  const declarations = options.declarations ?? functionDeclarations();
  const findings: string[] = [];
  const cdkOwn: { name: string; path: string }[] = [];
  const seen = new Map<string, AssemblyFunction>();
  const byKey = new Map<string, AssemblyFunction[]>();
  let products = 0;

  for (const fn of assemblyFunctions(assemblyDir)) {
    const where = `${fn.stack}/${fn.logicalId}`;
    const declared = declarationOf(fn.constructPath, declarations);
    if (!declared) {
      const own = CDK_OWN_FUNCTIONS.find((c) => c.path.test(fn.constructPath));
      if (own) cdkOwn.push({ name: own.name, path: fn.constructPath });
      else
        findings.push(
          `${where} (${fn.constructPath || 'no construct path'}) matches no declared function and no known CDK function`,
        );
      continue;
    }
    products += 1;
    if (seen.has(declared.id))
      findings.push(`${declared.id} is deployed twice: ${where} and ${seen.get(declared.id)!.stack}`);
    seen.set(declared.id, fn);
    if (!fn.assetKey || !fn.assetDir) {
      findings.push(`${declared.id} (${where}) has no code asset`);
      continue;
    }
    byKey.set(fn.assetKey, [...(byKey.get(fn.assetKey) ?? []), fn]);
    if (
      !existsSync(path.join(fn.assetDir, 'index.mjs')) ||
      !existsSync(path.join(fn.assetDir, 'index.mjs.map'))
    ) {
      findings.push(
        `${declared.id} (${where}): its asset ${path.basename(fn.assetDir)} has no index.mjs and source map (was bundling skipped?)`,
      );
      continue;
    }
    const inBundle = handlersInBundle(fn.assetDir);
    const allowed = importedHandlers(projectRoot, declared.handler).add(declared.handler);
    const strangers = inBundle.filter((h) => !allowed.has(h));
    if (!inBundle.includes(declared.handler) || strangers.length > 0) {
      findings.push(
        `${declared.id} (${where}) declares lambdas/${declared.handler}.ts but its asset ${path.basename(fn.assetDir)} was built from ${inBundle.map((h) => `lambdas/${h}.ts`).join(', ') || 'no handler'}`,
      );
    }
  }
  for (const [key, sharing] of byKey) {
    if (sharing.length > 1)
      findings.push(
        `${sharing.length} functions share the asset ${key}: ${sharing.map((f) => `${f.stack}/${f.logicalId}`).join(', ')}`,
      );
  }
  for (const d of declarations) {
    if (!seen.has(d.id)) findings.push(`${d.id} (lambdas/${d.handler}.ts) is declared but in no template`);
  }
  return { findings, products, cdkOwn };
}
