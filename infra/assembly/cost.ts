import { readFileSync, writeFileSync } from 'node:fs';
import { deployFacts, markedBlock, renderFacts, replaceMarkedBlock } from './deploy-facts';

/**
 * `npm run cost [-- <assembly dir>] [-- --write]`: what the synthesized templates create and what
 * they cost at rest, as markdown on stdout. With `--write`, the same text replaces the marked
 * block of docs/operations.md (the test in test/infra/deploy-facts.test.ts checks that the two
 * agree).
 *
 * The page describes what `npm run deploy` synthesizes (the site built, no custom domain), so
 * `--write` refuses an assembly synthesized otherwise: `npm run build && npm run synth` first.
 */
const PAGE = 'docs/operations.md';

const args = process.argv.slice(2);
const write = args.includes('--write');
// `npm run cost -- <dir>` comes after the script's own `cdk.out`: the last one wins.
const assemblyDir = args.filter((a) => !a.startsWith('--')).at(-1) ?? 'cdk.out';

const facts = deployFacts(assemblyDir);
const report = renderFacts(facts);

if (!write) {
  console.log(report);
  if (facts.unclassified.length)
    console.error(
      `\ncost: ${facts.unclassified.length} resource type(s) neither priced nor known to cost nothing at rest ` +
        `(add them to infra/assembly/deploy-facts.ts): ${facts.unclassified.join(', ')}`,
    );
  process.exit(0);
}

if (!facts.configuration.site || facts.configuration.customDomain) {
  console.error(
    `cost --write: ${PAGE} describes the assembly \`npm run deploy\` synthesizes (the built site, no custom domain); ` +
      `${assemblyDir} has ${facts.configuration.site ? 'a custom domain' : 'no site'}. ` +
      'Run `npm run build && npm run synth` (without DOMAIN_NAMES) first.',
  );
  process.exit(1);
}
const page = readFileSync(PAGE, 'utf8');
if (markedBlock(page) === report) {
  console.log(`${PAGE}: the deploy facts are current`);
} else {
  writeFileSync(PAGE, replaceMarkedBlock(page, report));
  console.log(`${PAGE}: deploy facts rewritten from ${assemblyDir}`);
}
