import { creditBalance } from '@/lib/credits/creditLedger'
import { redesignQueue } from '@/lib/jobs/queues'
import { createRedesign } from '@/lib/redesign/createRedesign'
import { deleteRedesign } from '@/lib/redesign/cancelRedesign'
import { formPrefill } from '@/lib/redesign/formPrefill'
import { refinementChain } from '@/lib/redesign/refinementChain'
import { runAgain } from '@/lib/redesign/runAgain'
import { toRedesignView } from '@/lib/redesign/redesignView'
import { idOf } from '@/lib/payload/idOf'
import type { Redesign, User } from '@/payload-types'
import { sharedPayload } from '../support/payload'
import { customerWithCredits, loadRedesign } from '../support/records'
import { offlineStudio } from '../support/offlineStudio'
import { runQueuedJobs } from '../support/runQueuedJobs'

const payload = sharedPayload()
const studio = offlineStudio()

const BEDROOM = { roomType: 'bedroom', style: 'japandi', variants: '1' }

/** What the studio form sends as `user`: `fields`, and the room photo unless they reuse one. */
const ask = (user: User, fields: Record<string, unknown>) =>
  createRedesign(
    payload(),
    user,
    fields.reuseInput ? { fields } : { fields, photo: studio.photo },
    studio.settings,
  )

const finish = async (redesign: Redesign) => {
  await runQueuedJobs(payload(), redesignQueue('offline'))
  const done = await loadRedesign(payload(), redesign.id, 1)
  expect(done.status).toBe('succeeded')
  return done
}

/** What the studio form sends for "Refine this" on `version` of `earlier`: its choices, that result by id. */
async function refine(user: User, earlier: Redesign, notes: string, version = 0) {
  const outputId = idOf(earlier.outputs![version]!)
  const prefill = await formPrefill(payload(), user, String(earlier.id), {
    image: String(outputId),
  })
  expect(prefill?.reuse?.id).toBe(outputId)
  // Labelled with the version it works from; the mode and the style are kept.
  expect(prefill?.refining).toEqual({ version: version + 1, title: toRedesignView(earlier).title })
  expect(prefill?.choices).toMatchObject({ mode: earlier.mode, style: 'japandi' })
  return ask(user, {
    ...prefill!.choices,
    style: 'japandi',
    notes,
    variants: String(prefill!.choices.variants),
    reuseInput: String(prefill!.reuse!.id),
  })
}

describe('"Refine this"', () => {
  it('three refinements build a chain that history and the result page show', async () => {
    const user = await customerWithCredits(payload(), 'refine-chain', 10)
    const original = await finish(
      await ask(user, { roomType: 'bedroom', style: 'japandi', variants: '2' }),
    )
    let earlier = original
    const steps: Redesign[] = []
    for (const notes of ['warmer light', 'add plants', 'a wool rug']) {
      const next = await refine(user, earlier, notes, 1)
      expect(next).toMatchObject({ refinementStep: steps.length + 1, notes, creditsCharged: 2 })
      expect(idOf(next.refinedFrom)).toBe(earlier.id)
      // The result became a new room photo of its own: deleting either redesign keeps the other's.
      expect(idOf(next.input)).not.toBe(idOf(earlier.outputs![1]!))
      earlier = await finish(next)
      steps.push(earlier)
    }
    expect(await creditBalance(payload(), user.id)).toBe(10 - 4 * 2)

    const last = steps[2]!
    const chain = await refinementChain(payload(), user, last.id, idOf(last.refinedFrom))
    expect(chain.earlier.map((link) => [link.id, link.step])).toEqual([
      [original.id, 0],
      [steps[0]!.id, 1],
      [steps[1]!.id, 2],
    ])
    expect(chain.earlier[0]!.title).toBe('Bedroom in Japandi style')
    expect(chain.refinements).toEqual([])
    const middle = await refinementChain(payload(), user, steps[0]!.id, original.id)
    expect(middle.refinements.map((link) => link.id)).toEqual([steps[1]!.id])

    // History (the list's views) says which step each is.
    const { docs } = await payload().find({
      collection: 'redesigns',
      where: { owner: { equals: user.id } },
      depth: 1,
      sort: ['createdAt', 'id'],
      overrideAccess: false,
      user,
    })
    expect(docs.map(toRedesignView).map((view) => [view.refinementStep, view.refinedFrom])).toEqual(
      [
        [0, null],
        [1, original.id],
        [2, steps[0]!.id],
        [3, steps[1]!.id],
      ],
    )

    // A deleted step ends the walk there; the later steps keep their numbers.
    await deleteRedesign(payload(), user, steps[0]!.id, studio.settings)
    const broken = await refinementChain(payload(), user, last.id, idOf(last.refinedFrom))
    expect(broken.earlier.map((link) => link.step)).toEqual([2])
    expect((await loadRedesign(payload(), steps[1]!.id)).refinedFrom).toBeNull()
  }, 240_000)

  it('"Run again" of a refinement repeats its settings exactly, in the same place of the chain', async () => {
    const user = await customerWithCredits(payload(), 'refine-again', 10)
    const original = await finish(
      await ask(user, { roomType: 'kitchen', style: 'japandi', variants: '1' }),
    )
    const refined = await finish(await refine(user, original, 'brass handles'))
    const again = (await runAgain(payload(), user, refined.id, studio.settings))!.redesign
    const settingsOf = (redesign: Redesign) => ({
      mode: redesign.mode,
      roomType: redesign.roomType,
      style: idOf(redesign.style),
      notes: redesign.notes,
      variants: redesign.variants,
      input: idOf(redesign.input),
      refinedFrom: idOf(redesign.refinedFrom),
      refinementStep: redesign.refinementStep,
    })
    expect(settingsOf(again)).toEqual(settingsOf(refined))
    expect(settingsOf(again)).toMatchObject({ refinedFrom: original.id, refinementStep: 1 })
  }, 240_000)

  it("refines only the customer's own results: another's result id is a clear 404 and costs nothing", async () => {
    const owner = await customerWithCredits(payload(), 'refine-owner', 5)
    const stranger = await customerWithCredits(payload(), 'refine-stranger', 5)
    const theirs = await finish(await ask(owner, BEDROOM))
    await expect(
      ask(stranger, { ...BEDROOM, reuseInput: String(idOf(theirs.outputs![0]!)) }),
    ).rejects.toMatchObject({ status: 404 })
    expect(await creditBalance(payload(), stranger.id)).toBe(5)
    // The chain of someone else's redesign is not walked either.
    expect(await refinementChain(payload(), stranger, 0, theirs.id)).toEqual({
      earlier: [],
      refinements: [],
    })
  }, 240_000)
})

describe('reusing a photo while its last redesign is deleted', () => {
  it('either the new redesign keeps the photo and finishes, or it is refused with nothing charged', async () => {
    const user = await customerWithCredits(payload(), 'reuse-race', 20)
    for (let round = 0; round < 6; round += 1) {
      const first = await finish(await ask(user, BEDROOM))
      const photoId = idOf(first.input)!
      const balance = await creditBalance(payload(), user.id)
      const [reused, deleted] = await Promise.allSettled([
        ask(user, { ...BEDROOM, reuseInput: String(photoId) }),
        deleteRedesign(payload(), user, first.id, studio.settings),
      ])
      expect(deleted).toEqual({ status: 'fulfilled', value: true })
      const photoLeft = await payload().count({
        collection: 'redesign-images',
        where: { id: { equals: photoId } },
        overrideAccess: true,
      })
      if (reused.status === 'fulfilled') {
        expect(idOf(reused.value.input)).toBe(photoId)
        expect(photoLeft.totalDocs).toBe(1)
        await finish(reused.value)
        expect(await creditBalance(payload(), user.id)).toBe(balance - 1)
      } else {
        expect(reused.reason).toMatchObject({ status: expect.any(Number) })
        expect([404, 409]).toContain((reused.reason as { status: number }).status)
        expect(photoLeft.totalDocs).toBe(0)
        expect(await creditBalance(payload(), user.id)).toBe(balance)
      }
    }
  }, 240_000)
})
