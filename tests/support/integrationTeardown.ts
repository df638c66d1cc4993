import fs from 'node:fs'

export default async function integrationTeardown(): Promise<void> {
  const state = globalThis.__ROOMWISE_TEST_DB__
  if (!state) return
  await state.database.stop()
  fs.rmSync(state.root, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
}
