import { creditBalance } from '@/lib/credits/creditLedger'
import { redesignQueue } from '@/lib/jobs/queues'
import { createRedesigns, type CreateRedesignInput } from '@/lib/redesign/createRedesign'
import { RedesignRequestError } from '@/lib/redesign/redesignRequest'
import { runAgain } from '@/lib/redesign/runAgain'
import { cancelRedesign } from '@/lib/redesign/cancelRedesign'
import { findStyleComparison, MAX_COMPARISON_REDESIGNS } from '@/lib/redesign/styleComparison'
import { idOf } from '@/lib/payload/idOf'
import type { User } from '@/payload-types'
import { sharedPayload } from '../support/payload'
import { offlineStudio } from '../support/offlineStudio'
import { countWhere, customerWithCredits, ledgerOf } from '../support/records'
import { runQueuedJobs } from '../support/runQueuedJobs'

const payload = sharedPayload()
const studio = offlineStudio()

const THREE = ['japandi', 'scandinavian', 'bohemian']

/** What the studio form sends with "Compare styles" on: compareStyles once per style. */
const compareForm = (
  compareStyles: string[],
  extra: Record<string, string> = {},
): CreateRedesignInput => ({
  fields: { roomType: 'living-room', compareStyles, variants: '1', ...extra },
  photo: studio.photo,
})

/** One "Compare styles" submit of `user`'s, with the offline studio's settings. */
const startComparison = (user: User, styles: string[], extra: Record<string, string> = {}) =>
  createRedesigns(payload(), user, compareForm(styles, extra), studio.settings)

async function refusal(user: User, input: CreateRedesignInput, limits = studio.settings) {
  const error = await createRedesigns(payload(), user, input, limits).then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(RedesignRequestError)
  return error as RedesignRequestError
}

/** Nothing of a refused comparison is left: no redesign, no stored image, no charge. */
async function expectNothingLeft(user: User, balance: number) {
  expect(await countWhere(payload(), 'redesigns', { owner: { equals: user.id } })).toBe(0)
  expect(await countWhere(payload(), 'redesign-images', { owner: { equals: user.id } })).toBe(0)
  expect(await creditBalance(payload(), user.id)).toBe(balance)
}

describe('"Compare styles"', () => {
  it('one photo in three styles: three redesigns shown as one grid, charged once per image', async () => {
    const user = await customerWithCredits(payload(), 'compare-three', 10)
    const { redesigns, comparison } = await startComparison(user, THREE, {
      notes: 'keep the green sofa',
    })
    expect(comparison).toMatch(/^[0-9a-f-]{36}$/)
    expect(redesigns.map((redesign) => redesign.styleTitle)).toEqual([
      'Japandi',
      'Scandinavian',
      'Bohemian',
    ])
    // One room photo stored once, shared by all three; the same notes and room for each.
    expect(new Set(redesigns.map((redesign) => idOf(redesign.input))).size).toBe(1)
    for (const redesign of redesigns)
      expect(redesign).toMatchObject({
        comparison,
        variants: 1,
        creditsCharged: 1,
        roomType: 'living-room',
        notes: 'keep the green sofa',
      })
    expect(await creditBalance(payload(), user.id)).toBe(7)
    const charges = (await ledgerOf(payload(), user.id)).filter(
      (entry) => entry.reason === 'redesign_charge',
    )
    expect(charges.map((entry) => entry.delta)).toEqual([-1, -1, -1])

    await runQueuedJobs(payload(), redesignQueue('offline'))
    const grid = await findStyleComparison(payload(), user, comparison!)
    expect(grid.map((view) => [view.styleTitle, view.status, view.outputs.length])).toEqual([
      ['Japandi', 'succeeded', 1],
      ['Scandinavian', 'succeeded', 1],
      ['Bohemian', 'succeeded', 1],
    ])
    // Every tile's "before" is the same photo.
    expect(new Set(grid.map((view) => view.input.id)).size).toBe(1)

    // Another customer, or a made-up key, finds no comparison.
    const stranger = await customerWithCredits(payload(), 'compare-stranger', 0)
    expect(await findStyleComparison(payload(), stranger, comparison!)).toEqual([])
    expect(await findStyleComparison(payload(), user, 'not-a-key')).toEqual([])

    // "Run again" of one tile repeats that one style only, charged once, outside the comparison.
    const again = (await runAgain(payload(), user, redesigns[1]!.id, studio.settings))?.redesign
    expect(again).toMatchObject({ styleTitle: 'Scandinavian', variants: 1, creditsCharged: 1 })
    expect(again!.comparison).toBeFalsy()
    expect(await creditBalance(payload(), user.id)).toBe(6)
  }, 240_000)

  it('a canceled style tried again takes its place in the grid; past the cap a retry is on its own', async () => {
    const user = await customerWithCredits(payload(), 'compare-retry', 30)
    const { redesigns, comparison } = await startComparison(user, ['japandi', 'scandinavian'])
    const [japandi, scandinavian] = redesigns
    expect(await cancelRedesign(payload(), user, scandinavian!.id, studio.settings)).toBe(
      'canceled',
    )
    const retry = (await runAgain(payload(), user, scandinavian!.id, studio.settings))?.redesign
    expect(retry).toMatchObject({ comparison, styleTitle: 'Scandinavian', creditsCharged: 1 })
    await runQueuedJobs(payload(), redesignQueue('offline'))
    const grid = await findStyleComparison(payload(), user, comparison!)
    // The same two places, in the order chosen: the retry stands where the canceled one stood.
    expect(grid.map((view) => [view.id, view.styleTitle, view.status])).toEqual([
      [japandi!.id, 'Japandi', 'succeeded'],
      [retry!.id, 'Scandinavian', 'succeeded'],
    ])
    // Charged 2, refunded the canceled 1, charged the retry: 2 net.
    expect(await creditBalance(payload(), user.id)).toBe(28)

    // "Run again" of a finished style is a redesign of its own, never part of the grid.
    const rerun = (await runAgain(payload(), user, japandi!.id, studio.settings))?.redesign
    expect(rerun!.comparison).toBeFalsy()
    await cancelRedesign(payload(), user, rerun!.id, studio.settings)

    // The canceled style was tried once: asked again, the answer is that retry, charged nothing.
    const twice = await runAgain(payload(), user, scandinavian!.id, studio.settings)
    expect(twice).toMatchObject({ created: false, redesign: { id: retry!.id } })
    expect(await creditBalance(payload(), user.id)).toBe(28) // the canceled rerun was refunded

    // Start, cancel and try again until a comparison is full: a retry past that is a redesign of
    // its own, so the grid is always read whole by its one bounded query.
    const full = await startComparison(user, ['japandi', 'scandinavian'])
    const [fullJapandi, fullScandinavian] = full.redesigns
    await cancelRedesign(payload(), user, fullScandinavian!.id, studio.settings)
    let latest = fullScandinavian!
    let canceled = fullScandinavian!
    for (let round = 0; round < MAX_COMPARISON_REDESIGNS; round++) {
      const joined = (await runAgain(payload(), user, canceled.id, studio.settings))?.redesign
      expect(await cancelRedesign(payload(), user, joined!.id, studio.settings)).toBe('canceled')
      if (!joined!.comparison) break
      canceled = latest = joined!
    }
    expect(
      await countWhere(payload(), 'redesigns', { comparison: { equals: full.comparison } }),
    ).toBe(MAX_COMPARISON_REDESIGNS)
    expect(
      (await findStyleComparison(payload(), user, full.comparison!)).map(({ id }) => id),
    ).toEqual([fullJapandi!.id, latest.id])
  }, 240_000)

  it('"Try again" sent four times at once starts one retry, charged once; an admin repeats nothing', async () => {
    const user = await customerWithCredits(payload(), 'retry-race', 4)
    const { redesigns } = await startComparison(user, ['japandi', 'scandinavian'])
    const canceled = redesigns[1]!
    expect(await cancelRedesign(payload(), user, canceled.id, studio.settings)).toBe('canceled')
    expect(await creditBalance(payload(), user.id)).toBe(3)

    const answers = await Promise.all(
      [0, 1, 2, 3].map(() => runAgain(payload(), user, canceled.id, studio.settings)),
    )
    expect(answers.filter((answer) => answer?.created)).toHaveLength(1)
    expect(new Set(answers.map((answer) => answer?.redesign.id)).size).toBe(1)
    expect(await creditBalance(payload(), user.id)).toBe(2)
    expect(await countWhere(payload(), 'redesigns', { retryOf: { equals: canceled.id } })).toBe(1)

    // An admin may open a customer's redesign, but not repeat it (on whose credits?).
    const admin = await payload().create({
      collection: 'users',
      data: { email: `retry-admin.${Date.now()}@roomwise.test`, role: 'admin', credits: 0 },
      overrideAccess: true,
    })
    expect(await runAgain(payload(), admin, redesigns[0]!.id, studio.settings)).toBeNull()
    expect(await countWhere(payload(), 'redesigns', { owner: { equals: user.id } })).toBe(3)
  }, 120_000)

  it('retries racing at the cap may all join; the grid still shows each style’s newest try', async () => {
    const user = await customerWithCredits(payload(), 'compare-cap-race', 30)
    const { redesigns, comparison } = await startComparison(user, THREE)
    const tails = [...redesigns]
    for (const tail of tails) await cancelRedesign(payload(), user, tail.id, studio.settings)
    // Try the first style again and cancel it until one place is left below the cap.
    for (let count = tails.length; count < MAX_COMPARISON_REDESIGNS - 1; count++) {
      const next = (await runAgain(payload(), user, tails[0]!.id, studio.settings))!.redesign
      await cancelRedesign(payload(), user, next.id, studio.settings)
      tails[0] = next
    }
    const raced = await Promise.all(
      tails.map(async (tail) => (await runAgain(payload(), user, tail.id, studio.settings))!),
    )
    expect(raced.every(({ created }) => created)).toBe(true)
    const joined = await countWhere(payload(), 'redesigns', { comparison: { equals: comparison } })
    expect(joined).toBeGreaterThanOrEqual(MAX_COMPARISON_REDESIGNS)
    expect(joined).toBeLessThanOrEqual(MAX_COMPARISON_REDESIGNS + THREE.length - 1)
    // Each place shows its style's retry when it joined, else the canceled try linking to it.
    const grid = await findStyleComparison(payload(), user, comparison!)
    expect(grid).toHaveLength(3)
    grid.forEach((view, place) => {
      const retry = raced[place]!.redesign
      if (retry.comparison) expect(view.id).toBe(retry.id)
      else expect([view.id, view.triedAgainAs]).toEqual([tails[place]!.id, retry.id])
    })
  }, 240_000)

  it('staging compares at its own price per style', async () => {
    const user = await customerWithCredits(payload(), 'compare-stage', 10)
    const { redesigns } = await startComparison(user, ['japandi', 'scandinavian'], {
      mode: 'stage',
    })
    expect(redesigns.map((redesign) => [redesign.mode, redesign.creditsCharged])).toEqual([
      ['stage', 2],
      ['stage', 2],
    ])
    expect(await creditBalance(payload(), user.id)).toBe(6)
  }, 120_000)

  it('refuses what cannot be compared, saying what to do; nothing is stored or charged', async () => {
    const user = await customerWithCredits(payload(), 'compare-refusals', 10)
    const cases: [CreateRedesignInput, number, string, RegExp][] = [
      [compareForm(['japandi']), 400, 'compareStyles', /at least 2 styles/],
      [
        compareForm(['japandi', 'scandinavian', 'bohemian', 'industrial', 'coastal']),
        400,
        'compareStyles',
        /at most 4 styles/,
      ],
      [compareForm(['japandi', 'japandi']), 400, 'compareStyles', /each style only once/],
      [compareForm(THREE, { mode: 'declutter' }), 400, 'compareStyles', /Restyle.*Stage/],
      [compareForm(THREE, { variants: '2' }), 400, 'variants', /one version of each style/],
      [compareForm(['japandi', 'no-such-style']), 400, 'compareStyles', /not available/],
      [compareForm(['japandi', '<script>']), 400, 'compareStyles', /from the list/],
    ]
    for (const [input, status, field, message] of cases) {
      const error = await refusal(user, input)
      expect([error.status, error.field]).toEqual([status, field])
      expect(error.message).toMatch(message)
    }
    await expectNothingLeft(user, 10)
  }, 120_000)

  it('a balance that pays for two of three styles starts none of them, and says so beside the styles', async () => {
    const user = await customerWithCredits(payload(), 'compare-short', 2)
    const error = await refusal(user, compareForm(THREE))
    // The styles, not the versions field (a comparison has none to choose).
    expect([error.status, error.field]).toEqual([402, 'style'])
    expect(error.message).toBe(
      'This needs 3 credits and your balance is 2 credits. Choose 2 styles, or buy credits.',
    )
    await expectNothingLeft(user, 2)
    // Staging costs 2 credits a style: 3 credits pay for one style, which is no comparison.
    const stager = await customerWithCredits(payload(), 'compare-short-stage', 3)
    const staged = await refusal(
      stager,
      compareForm(['japandi', 'scandinavian'], { mode: 'stage' }),
    )
    expect([staged.status, staged.field]).toEqual([402, 'style'])
    expect(staged.message).toBe(
      'This needs 4 credits and your balance is 3 credits. Redesign in one style instead of comparing, or buy credits.',
    )
  }, 120_000)

  it('two comparisons racing for the last credits: one starts, the other is told the real numbers', async () => {
    const user = await customerWithCredits(payload(), 'compare-race', 4)
    const results = await Promise.allSettled([0, 1].map(() => startComparison(user, THREE)))
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult
    expect(refused.reason).toMatchObject({ status: 402, field: 'style' })
    // Not the charge of one style against what was left mid-way: the whole request, the balance now.
    expect(refused.reason.message).toMatch(/^This needs 3 credits and your balance is 1 credit\./)
    expect(await creditBalance(payload(), user.id)).toBe(1)
  }, 120_000)

  it('the in-progress limit counts every style: too many at once is refused whole', async () => {
    const { settings } = studio
    const limits = { ...settings, redesign: { ...settings.redesign, maxActive: 4 } }
    const user = await customerWithCredits(payload(), 'compare-limit', 20)
    const error = await refusal(
      user,
      compareForm(['japandi', 'scandinavian', 'bohemian', 'industrial', 'coastal'].slice(0, 4)),
      { ...limits, redesign: { ...limits.redesign, maxActive: 3 } },
    )
    expect(error.status).toBe(429)
    expect(error.message).toMatch(/At most 3 redesigns can run at once.*Compare fewer styles/)
    await expectNothingLeft(user, 20)

    // Two comparisons of three sent at once with room for four: one starts whole, the other not at all.
    const results = await Promise.allSettled(
      [0, 1].map(() => createRedesigns(payload(), user, compareForm(THREE), limits)),
    )
    const started = results.filter((result) => result.status === 'fulfilled')
    expect(started).toHaveLength(1)
    const refused = results.find((result) => result.status === 'rejected')
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ status: 429 })
    expect(await countWhere(payload(), 'redesigns', { owner: { equals: user.id } })).toBe(3)
    expect(await creditBalance(payload(), user.id)).toBe(17)
  }, 120_000)
})
