import { readAssemblyStacks, shortName, STACK_RESOURCE_LIMIT } from './deploy-facts';

/**
 * The most resources a stack may hold here: 100 under CloudFormation's 500, so that a change of a
 * few routes never meets the limit in the middle of a deploy, and a stack that grows past it is
 * split (another route domain) while there is room to do it calmly.
 */
export const STACK_RESOURCE_BUDGET = 400;

/** Each stack of the assembly with its resource count; findings for those over the budget. */
export function stackSizes(assemblyDir: string): {
  sizes: { stack: string; resources: number }[];
  findings: string[];
} {
  const sizes = readAssemblyStacks(assemblyDir).map((s) => ({
    stack: shortName(s.name),
    resources: Object.keys(s.resources).length,
  }));
  const findings = sizes
    .filter((s) => s.resources > STACK_RESOURCE_BUDGET)
    .map(
      (s) =>
        `${s.stack} holds ${s.resources} resources, over the budget of ${STACK_RESOURCE_BUDGET} (CloudFormation stops at ${STACK_RESOURCE_LIMIT}): split its routes into another domain (infra/stacks/route-stack.ts)`,
    );
  return { sizes, findings };
}
