import { existsSync } from 'node:fs';
import path from 'node:path';
import { functionDeclarations, type Grant } from '../function-grants';
import { assemblyFunctions } from '../assembly/function-assets';
import {
  TemplateResolver,
  UnresolvableError,
  deployedFunctions,
  readAssembly,
  templateGrants,
  type LocalValues,
} from '../assembly/template-reader';
import { LocalStackError } from './support';

/**
 * What a deploy would run for each product function, read from the synthesized cloud assembly:
 * the folder of its code asset (the `index.mjs` and chunks uploaded to Lambda), its environment
 * and its role's statements, every intrinsic resolved to the local stack's values. The local
 * stack runs these instead of the TypeScript sources when started with `--assembly`.
 */
export interface ShippedFunction {
  fnId: string;
  stack: string;
  logicalId: string;
  /** The asset folder: `index.mjs` and `chunks/`. */
  assetDir: string;
  /** The variables the template sets, resolved. */
  environment: Record<string, string>;
  grants: Grant[];
  memorySize: number;
  /** Seconds. */
  timeout: number;
}

/**
 * Every declared function as the assembly in `dir` ships it. Fails, naming what and where, when
 * the assembly is missing, a declared function is not in it, its asset has no bundle, or a
 * template holds something the reader cannot resolve.
 */
export function readShippedFunctions(dir: string, values: LocalValues): Map<string, ShippedFunction> {
  if (!existsSync(path.join(dir, 'manifest.json'))) {
    throw new LocalStackError(
      `There is no synthesized assembly in ${dir}: run "npm run synth" first (npm run preview does).`,
    );
  }
  try {
    const stacks = readAssembly(dir);
    const resolver = new TemplateResolver(stacks, values);
    const deployed = deployedFunctions(resolver, stacks);
    const grantsOf = templateGrants(deployed);
    const assets = assemblyFunctions(dir);
    const shipped = new Map<string, ShippedFunction>();
    for (const declaration of functionDeclarations()) {
      const fn = deployed.find((f) => f.constructId === `${declaration.id}Function`);
      if (!fn) throw new LocalStackError(`The assembly in ${dir} has no function ${declaration.id}.`);
      const asset = assets.find((a) => a.stack === fn.stack && a.logicalId === fn.logicalId);
      if (!asset?.assetDir || !existsSync(path.join(asset.assetDir, 'index.mjs'))) {
        throw new LocalStackError(
          `${declaration.id} (${fn.stack}/${fn.logicalId}) has no bundled code in the assembly: synthesize with bundling on.`,
        );
      }
      const properties = stacks.find((s) => s.name === fn.stack)!.template.Resources[fn.logicalId]!
        .Properties as { MemorySize?: number; Timeout?: number };
      shipped.set(declaration.id, {
        fnId: declaration.id,
        stack: fn.stack,
        logicalId: fn.logicalId,
        assetDir: asset.assetDir,
        environment: fn.environment,
        grants: grantsOf(declaration.id),
        // Lambda's defaults when the template sets none.
        memorySize: Number(properties.MemorySize ?? 128),
        timeout: Number(properties.Timeout ?? 3),
      });
    }
    return shipped;
  } catch (error) {
    if (error instanceof UnresolvableError) throw new LocalStackError(error.message);
    throw error;
  }
}
