// Runs a command (`node scripts/lib/retryUnsettledLoad.mjs tsx scripts/migrate.ts`) and starts it
// again, at most twice, when it ends with Node's exit code 13: "unsettled top-level await". Loading
// the app's module graph (Payload's config and everything it imports) under tsx was seen to stop
// that way before running any of the script, about one start in eight on this machine, silently
// (npm run migrate printed its settings banner and nothing else). Such a start did nothing, so
// another is safe; any other exit code, or a third 13, is passed on as it is. Plain JavaScript:
// this file must not load through the loader whose start it guards.
import { spawn } from 'node:child_process'

const UNSETTLED_LOAD = 13
const ATTEMPTS = 3
const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: node scripts/lib/retryUnsettledLoad.mjs <command> [args…]')
  process.exit(2)
}

let child
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child?.kill(signal))

for (let attempt = 1; ; attempt++) {
  child = spawn(command, args, { stdio: 'inherit' })
  const code = await new Promise((resolve) =>
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 128 : 1))),
  )
  if (code !== UNSETTLED_LOAD || attempt === ATTEMPTS) process.exit(code)
  console.error(
    `${[command, ...args].join(' ')} stopped while loading (exit 13, an unsettled module load) ` +
      `before doing anything; starting it again (${attempt + 1} of ${ATTEMPTS}).`,
  )
}
