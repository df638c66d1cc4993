/** Runs Jest in ESM mode (Payload is ESM-only): tsx scripts/jest.ts [jest args]. */
import { spawnSync } from 'node:child_process'

const result = spawnSync('npx', ['jest', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_OPTIONS: [
      process.env.NODE_OPTIONS,
      '--experimental-vm-modules',
      '--no-warnings=ExperimentalWarning',
    ]
      .filter(Boolean)
      .join(' '),
    NEXT_TELEMETRY_DISABLED: '1',
  },
})
process.exit(result.status ?? 1)
