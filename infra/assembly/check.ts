import { checkFunctionAssets } from './function-assets';
import { STACK_RESOURCE_BUDGET, stackSizes } from './stack-sizes';

/**
 * `npm run synth` ends here: the assembly `cdk synth` just wrote (bundling on, as a deploy has it)
 * is checked before anything may call it good: each function's own code, and each stack's size
 * (printed) within the budget. Exits 1 with one line per finding.
 */
const assemblyDir = process.argv[2] ?? 'cdk.out';
const assets = checkFunctionAssets(assemblyDir);
const { products, cdkOwn } = assets;
const sizes = stackSizes(assemblyDir);
const findings = [...assets.findings, ...sizes.findings];
if (findings.length > 0) {
  console.error(`assembly check: ${findings.length} finding(s) in ${assemblyDir}`);
  for (const f of findings) console.error(`  - ${f}`);
  process.exit(1);
}
console.log(
  `stack resources (budget ${STACK_RESOURCE_BUDGET}): ${sizes.sizes.map((s) => `${s.stack} ${s.resources}`).join(', ')}`,
);
console.log(
  `assembly check: ${products} product functions, each with its own asset built from its own handler` +
    (cdkOwn.length ? `; left out as CDK's own: ${cdkOwn.map((c) => c.name).join(', ')}` : ''),
);
