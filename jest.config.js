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

/** Unit suites run alone; integration suites share one local stack started by the global setup. */
export default {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform,
      setupFiles: ['<rootDir>/test/setup-env.ts'],
      testMatch: ['<rootDir>/test/**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['/node_modules/', '\\.int\\.test\\.ts$', '<rootDir>/test/e2e/'],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform,
      setupFiles: ['<rootDir>/test/setup-env.ts'],
      testMatch: ['<rootDir>/test/integration/**/*.int.test.ts'],
      globalSetup: '<rootDir>/test/integration/global-setup.ts',
      globalTeardown: '<rootDir>/test/integration/global-teardown.ts',
    },
  ],
};
