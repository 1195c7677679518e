import { checkFunctionAssets } from './function-assets';

/**
 * `npm run synth` ends here: the assembly `cdk synth` just wrote (bundling on, as a deploy has it)
 * is checked before anything may call it good. Exits 1 with one line per finding.
 */
const assemblyDir = process.argv[2] ?? 'cdk.out';
const { findings, products, cdkOwn } = checkFunctionAssets(assemblyDir);
if (findings.length > 0) {
  console.error(`assembly check: ${findings.length} finding(s) in ${assemblyDir}`);
  for (const f of findings) console.error(`  - ${f}`);
  process.exit(1);
}
console.log(
  `assembly check: ${products} product functions, each with its own asset built from its own handler` +
    (cdkOwn.length ? `; left out as CDK's own: ${cdkOwn.map((c) => c.name).join(', ')}` : ''),
);
