import { creditBalance } from '@/lib/credits/creditLedger'
import type { Settings } from '@/lib/env'
import { cancelRedesign } from '@/lib/redesign/cancelRedesign'
import { createRedesign } from '@/lib/redesign/createRedesign'
import type { CogEngine } from '@/lib/redesign/engines/cog/createCogEngine'
import { runRedesign } from '@/lib/redesign/run'
import type { SyncEngine } from '@/lib/redesign/types'
import { startCogRedesigns } from '../support/cogRedesigns'
import type { CogStandIn } from '../support/cogStandIn'
import { sharedPayload } from '../support/payload'
import { customerWithCredits, loadRedesign } from '../support/records'
import { otherRoom } from '../support/replicateStandIn/outputImage'

/**
 * A customer's cancel while the structure gate's free retry is drawn on a self-hosted Cog server:
 * the retry runs under its own run key, and the cancel must stop it at once, not wait for the
 * worker's slow cancel watch (cancelCheckMs is long here on purpose).
 */
const payload = sharedPayload()
let standIn: CogStandIn
let settings: Settings
let photo: Buffer
let cogEngine: () => CogEngine

beforeAll(async () => {
  ;({ standIn, settings, photo, engine: cogEngine } = await startCogRedesigns(payload()))
}, 300_000)

afterAll(async () => {
  standIn?.release()
  await standIn?.stop()
})

it('a cancel during a Cog free retry stops the retry on the model server at once', async () => {
  const cog = cogEngine()
  // The first attempt breaks the room (drawn without the server); the free retry runs on Cog.
  const breaksFirst: SyncEngine = {
    ...cog,
    async generate(input, options) {
      if (!options?.runKey?.includes('-again')) {
        const dataUri = `data:image/jpeg;base64,${input.image.toString('base64')}`
        return [{ data: await otherRoom(dataUri, 'png'), mimeType: 'image/png' }]
      }
      return cog.generate(input, options)
    },
  }
  const user = await customerWithCredits(payload(), 'a35-cog', 3)
  const redesign = await createRedesign(
    payload(),
    user,
    { fields: { roomType: 'bedroom', style: 'scandinavian' }, photo },
    settings,
  )
  standIn.hold()
  // A worker that looks for cancels every 20 s (another process: the web's cancel is all it gets).
  const run = runRedesign(payload(), redesign.id, {
    engine: breaksFirst,
    timeoutMs: 60_000,
    cancelCheckMs: 20_000,
  })
  const retryId = new RegExp(`^redesign-${redesign.id}-.*-again1-v1$`)
  await standIn.waitUntilRunning(retryId)
  expect(await cancelRedesign(payload(), user, redesign.id, settings)).toBe('canceled')
  expect(await creditBalance(payload(), user.id)).toBe(3)
  const cancels = standIn.cancels.filter((cancel) =>
    cancel.id.startsWith(`redesign-${redesign.id}-`),
  )
  const stillRunning = standIn.running().filter((id) => retryId.test(id))
  standIn.release()
  await run
  expect((await loadRedesign(payload(), redesign.id)).status).toBe('canceled')
  // The first attempt has ended (404, not running); the retry is the one stopped.
  expect({ cancels, stillRunning }).toEqual({
    cancels: expect.arrayContaining([
      expect.objectContaining({ id: expect.stringMatching(retryId), status: 200 }),
    ]),
    stillRunning: [],
  })
}, 90_000)
