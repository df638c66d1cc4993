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

// The tests that talk to the built server get a longer timeout (why: in the file named here).
const serverTestTimeout = '<rootDir>/tests/support/serverTestTimeout.ts'

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
      setupFilesAfterEnv: [serverTestTimeout],
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
    },
    {
      // Requests an attacker would send, against the same built server the e2e tests drive.
      ...common,
      displayName: 'hostile',
      testEnvironment: 'node',
      setupFilesAfterEnv: [serverTestTimeout],
      testMatch: ['<rootDir>/tests/hostile/**/*.test.ts'],
    },
  ],
}

export default config
