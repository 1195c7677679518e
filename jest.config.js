const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

/**
 * otplib's base32 codec (@scure/base) and its hashes (@noble) ship as ES modules only: compiled
 * to CommonJS like our own code.
 */
const transformIgnorePatterns = ['/node_modules/(?!(@scure|@noble|@otplib|otplib)/)'];

/**
 * Unit suites run alone; integration suites share one local stack started by the global setup,
 * running the functions' sources; the shipped suites share another, running the bundles of the
 * synthesized assembly.
 * Two workers on a 2-core machine: the integration suites mostly wait on the stack (other
 * processes), and one worker (jest's default there) left the cores half idle: `npx jest` took
 * 198 s with one, 110 s with two (99 s with three, but with less headroom for the stack).
 */
export default {
  maxWorkers: 2,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      setupFiles: ['<rootDir>/test/setup-env.ts'],
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '\\.int\\.test\\.ts$', '<rootDir>/test/e2e/'],
    },
    {
      // The web features' components, rendered in jsdom and driven as a person would (Testing
      // Library: by role and label, typing and clicking).
      displayName: 'components',
      testEnvironment: 'jsdom',
      transform,
      transformIgnorePatterns,
      setupFiles: ['<rootDir>/test/setup-env.ts', '<rootDir>/test/web/jsdom-setup.ts'],
      testMatch: ['<rootDir>/test/web/**/*.test.tsx'],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      setupFiles: ['<rootDir>/test/setup-env.ts'],
      testMatch: ['<rootDir>/test/integration/**/*.int.test.ts'],
      // A budget, not a wait: each test waits on events (a stream drained, a mail delivered), and
      // under a full run on two cores a few took over Jest's 5 s default while passing alone in 2.
      testTimeout: 30_000,
      globalSetup: '<rootDir>/test/integration/global-setup.ts',
      globalTeardown: '<rootDir>/test/integration/global-teardown.ts',
    },
    {
      // Against what a deploy ships: the bundles of cdk.out, with their templates' environment
      // and policies (`npm run synth` first; `npm test` does).
      displayName: 'shipped',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      setupFiles: ['<rootDir>/test/setup-env.ts', '<rootDir>/test/shipped/use-shipped-stack.ts'],
      testMatch: ['<rootDir>/test/shipped/**/*.int.test.ts'],
      testTimeout: 30_000,
      globalSetup: '<rootDir>/test/shipped/global-setup.ts',
      globalTeardown: '<rootDir>/test/shipped/global-teardown.ts',
    },
  ],
};
