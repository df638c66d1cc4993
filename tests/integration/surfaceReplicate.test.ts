import type { Settings } from '@/lib/env'
import { createRedesign } from '@/lib/redesign/createRedesign'
import type { ReplicateEngine } from '@/lib/redesign/engines/replicate/createReplicateEngine'
import { sharedPayload } from '../support/payload'
import { customerWithCredits, loadRedesign } from '../support/records'
import type { ReplicateStandIn } from '../support/replicateStandIn'
import { runToEnd, startReplicateRedesigns } from '../support/replicateRedesigns'

const payload = sharedPayload()
let standIn: ReplicateStandIn
let engine: ReplicateEngine
let settings: Settings
let photo: Buffer

beforeAll(async () => {
  ;({ standIn, engine, settings, photo } = await startReplicateRedesigns())
}, 300_000)

afterAll(async () => {
  await standIn?.stop()
})

/** A surface change run through Replicate (the stand-in); the prompt the model was sent. */
async function promptFor(fields: Record<string, string>): Promise<string> {
  const user = await customerWithCredits(payload(), 'surface-replicate', 1)
  const redesign = await createRedesign(
    payload(),
    user,
    { fields: { mode: 'surface', roomType: 'kitchen', ...fields }, photo },
    settings,
  )
  await runToEnd(payload(), redesign.id, { engine })
  const done = await loadRedesign(payload(), redesign.id)
  expect(done.status).toBe('succeeded')
  return (standIn.prediction(done.providerJobId!)!.input as { prompt: string }).prompt
}

describe('a surface change through Replicate', () => {
  it('names the wall colour, its hex and the finish in the model’s prompt', async () => {
    const prompt = await promptFor({
      surfaceArea: 'walls',
      surface: 'limewash',
      surfaceColour: '#a3b18a',
    })
    expect(prompt).toMatch(
      /^Change only the walls of this kitchen to limewash paint .* in the colour Sage Green \(#A3B18A\), keep everything else\./,
    )
  }, 60_000)

  it('names a counter material with its own colour', async () => {
    const prompt = await promptFor({ surfaceArea: 'counters', surface: 'marble' })
    expect(prompt).toMatch(
      /^Change only the counters of this kitchen to white Carrara marble countertops in the colour #ECEBE7,/,
    )
  }, 60_000)
})
