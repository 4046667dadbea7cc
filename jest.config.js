/** Unit tests (pure lib rules, no database) and integration tests (*.int.test.ts, real embedded database). */
const transform = {
  '^.+\\.m?(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
};
const moduleNameMapper = { '^@/(.*)$': '<rootDir>/$1' };
const testPathIgnorePatterns = ['/node_modules/', '/.next/', '/.data/', '/.tools/', '/e2e/'];

/** @type {import('jest').Config} */
module.exports = {
  // jest-circus reads the time limit from the global config only: inside a project it was ignored,
  // and integration tests ran with the default 5 s, which a busy 2-core machine can exceed.
  testTimeout: 60_000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform,
      moduleNameMapper,
      testPathIgnorePatterns,
      testMatch: ['**/*.test.ts', '**/*.test.tsx', '!**/*.int.test.ts'],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform,
      moduleNameMapper,
      testPathIgnorePatterns,
      testMatch: ['**/*.int.test.ts'],
      globalSetup: '<rootDir>/scripts/test-support/global-setup.ts',
      globalTeardown: '<rootDir>/scripts/test-support/global-teardown.ts',
      setupFiles: ['<rootDir>/scripts/test-support/env-setup.ts', '<rootDir>/scripts/test-support/write-listeners-setup.ts'],
      setupFilesAfterEnv: ['<rootDir>/scripts/test-support/after-answer-setup.ts'],
    },
  ],
};
