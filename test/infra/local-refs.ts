import { localDeploymentRefs } from '../../infra/local/lambda-runtime';

/** A local deployment's names and ARNs for tests of the local IAM check (no stack running). */
export const testDeploymentRefs = localDeploymentRefs({
  tableName: (key) => `local-${key}`,
  userPoolId: 'local_pool',
  mail: { from: 'a@b.in', identity: 'b.in', alertTo: 'c@b.in', configurationSet: 'set' },
  serviceName: 'test',
});
