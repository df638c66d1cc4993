// Payload loads only as an ES module, so every project runs Jest in ESM mode
// (NODE_OPTIONS=--experimental-vm-modules, set by scripts/jest.ts) with SWC emitting ES modules.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
]

const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@payload-config$': '<rootDir>/payload.config.ts',
    '\\.(css|scss)$': '<rootDir>/tests/support/styleStub.cjs',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
}

// Tests that talk to the built server share two cores with it and with a browser: a test's timeout
// is there to stop a hang, never to judge speed (bench/ does that), so Jest's 5 s default is too
// tight for a test of a few page requests on a busy runner.
const SERVER_TEST_TIMEOUT = 60_000

/** @type {import('jest').Config} */
const config = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/jestDom.ts'],
    },
    {
      ...common,
      displayName: 'integration',
      testEnvironment: '<rootDir>/tests/support/integrationEnvironment.mjs',
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/support/integrationSetup.ts',
      globalTeardown: '<rootDir>/tests/support/integrationTeardown.ts',
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      testTimeout: SERVER_TEST_TIMEOUT,
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
    },
    {
      // Requests an attacker would send, against the same built server the e2e tests drive.
      ...common,
      displayName: 'hostile',
      testEnvironment: 'node',
      testTimeout: SERVER_TEST_TIMEOUT,
      testMatch: ['<rootDir>/tests/hostile/**/*.test.ts'],
    },
  ],
}

export default config
