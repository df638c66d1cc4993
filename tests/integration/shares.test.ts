import sharp from 'sharp'

import { createRedesign } from '@/lib/redesign/createRedesign'
import { deleteRedesign } from '@/lib/redesign/cancelRedesign'
import { redesignQueue } from '@/lib/jobs/queues'
import { createShare, ShareRequestError } from '@/lib/share/createShare'
import { ogComposite, sharedCopy } from '@/lib/share/derivedImages'
import { findSharedRedesign, hashShareToken } from '@/lib/share/findSharedRedesign'
import { listShares, revokeShare } from '@/lib/share/ownerShares'
import { sharedFile } from '@/lib/share/sharedFile'
import { MAX_ACTIVE_SHARES_PER_REDESIGN, MAX_SHARES_MADE_PER_DAY } from '@/lib/share/shareRules'
import type { Redesign, User } from '@/payload-types'
import { sharedPayload } from '../support/payload'
import { countWhere, customerWithCredits } from '../support/records'
import { offlineStudio } from '../support/offlineStudio'
import { runQueuedJobs } from '../support/runQueuedJobs'

/**
 * Share links as an attacker sees them: nobody but admins reads them through Payload's API, only
 * the owner makes, lists and revokes them, a token cannot be guessed or walked, and every dead link
 * (expired, revoked, redesign or account deleted) is the same "not found".
 */
const payload = sharedPayload()
const studio = offlineStudio()

const customer = () => customerWithCredits(payload(), 'share', 5)

/** A finished offline redesign of `user`'s. */
async function finished(user: User): Promise<Redesign> {
  const created = await createRedesign(
    payload(),
    user,
    { fields: { roomType: 'living-room', style: 'japandi', variants: '1' }, photo: studio.photo },
    studio.settings,
  )
  await runQueuedJobs(payload(), redesignQueue('offline'))
  return payload().findByID({ collection: 'redesigns', id: created.id, depth: 0 })
}

const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!
const share = (user: User, redesign: Redesign, expiry: '1d' | 'none' = 'none', now?: Date) =>
  createShare(payload(), user, redesign.id, { expiry, version: 1 }, now)

describe('making, finding and revoking a link', () => {
  it('gives the owner a 256-bit base64url token stored only as its hash; it opens the redesign', async () => {
    const owner = await customer()
    const redesign = await finished(owner)
    const link = (await share(owner, redesign))!
    const token = tokenOf(link.url)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(link.url).toBe(`${studio.settings.appUrl}/shared/${token}`)

    const stored = await payload().findByID({ collection: 'shares', id: link.id, depth: 0 })
    expect(stored.tokenHash).toBe(hashShareToken(token))
    expect(JSON.stringify(stored)).not.toContain(token)

    const shared = await findSharedRedesign(payload(), token)
    expect(shared).toMatchObject({ styleTitle: 'Japandi', styleSlug: 'japandi' })
    expect(await listShares(payload(), owner, redesign.id)).toEqual([
      expect.objectContaining({ id: link.id, expiresAt: null }),
    ])
  }, 120_000)

  it('no two tokens are alike, and neighbours of a token open nothing', async () => {
    const owner = await customer()
    const redesign = await finished(owner)
    const tokens = new Set<string>()
    for (let i = 0; i < MAX_ACTIVE_SHARES_PER_REDESIGN; i++)
      tokens.add(tokenOf((await share(owner, redesign))!.url))
    expect(tokens.size).toBe(MAX_ACTIVE_SHARES_PER_REDESIGN)
    const [token] = [...tokens] as [string]
    const flipped = (token[0] === 'A' ? 'B' : 'A') + token.slice(1)
    for (const guess of [flipped, token.slice(0, 42), `${token}A`, token.toLowerCase(), '1', ''])
      expect(await findSharedRedesign(payload(), guess)).toBeNull()
  }, 120_000)

  it('revoking, expiring, deleting the redesign or the account: the link finds nothing', async () => {
    const owner = await customer()
    const redesign = await finished(owner)
    const revoked = tokenOf((await share(owner, redesign))!.url)
    const expiring = tokenOf((await share(owner, redesign, '1d'))!.url)
    const [first] = (await listShares(payload(), owner, redesign.id))!.slice(-1)
    expect(await revokeShare(payload(), owner, first!.id)).toBe(true)
    expect(await revokeShare(payload(), owner, first!.id)).toBe(false)
    expect(await findSharedRedesign(payload(), revoked)).toBeNull()

    expect(await findSharedRedesign(payload(), expiring)).not.toBeNull()
    const later = new Date(Date.now() + 25 * 60 * 60 * 1000)
    expect(await findSharedRedesign(payload(), expiring, later)).toBeNull()
    expect(await listShares(payload(), owner, redesign.id, later)).toEqual([])

    const alive = tokenOf((await share(owner, redesign))!.url)
    expect(await deleteRedesign(payload(), owner, redesign.id, studio.settings)).toBe(true)
    expect(await findSharedRedesign(payload(), alive)).toBeNull()
    expect(await countWhere(payload(), 'shares', { redesign: { equals: redesign.id } })).toBe(0)

    const second = await finished(owner)
    const kept = tokenOf((await share(owner, second))!.url)
    await payload().delete({ collection: 'users', id: owner.id, overrideAccess: true })
    expect(await findSharedRedesign(payload(), kept)).toBeNull()
    expect(await countWhere(payload(), 'shares', { owner: { equals: owner.id } })).toBe(0)
  }, 120_000)

  it('a link made while its redesign is deleted: the delete succeeds and no link is left', async () => {
    const owner = await customerWithCredits(payload(), 'share-race', 10)
    for (let round = 0; round < 4; round += 1) {
      const redesign = await finished(owner)
      const [made, deleted] = await Promise.allSettled([
        share(owner, redesign),
        deleteRedesign(payload(), owner, redesign.id, studio.settings),
      ])
      // Either order is fine (a link first goes with the redesign; a redesign gone first means
      // no link), but neither side fails.
      expect(deleted).toEqual({ status: 'fulfilled', value: true })
      expect(made.status).toBe('fulfilled')
      expect(await countWhere(payload(), 'shares', { redesign: { equals: redesign.id } })).toBe(0)
    }
  }, 180_000)

  it('bounds the links made in a day, revoked ones included, so make-and-revoke cannot grow without end', async () => {
    const owner = await customer()
    const redesign = await finished(owner)
    // A day of making and revoking, as rows (faster than a hundred rounds through the routes).
    for (let i = 0; i < MAX_SHARES_MADE_PER_DAY; i++)
      await payload().create({
        collection: 'shares',
        data: {
          owner: owner.id,
          redesign: redesign.id,
          version: 1,
          tokenHash: hashShareToken(`made-${owner.id}-${i}`),
          revokedAt: new Date().toISOString(),
        },
        overrideAccess: true,
      })
    await expect(share(owner, redesign)).rejects.toMatchObject({
      status: 429,
      message: expect.stringMatching(/you can make more tomorrow/),
    })
    expect(await listShares(payload(), owner, redesign.id)).toEqual([])
  }, 120_000)

  it('refuses an unfinished redesign, a missing version and more live links than the bound', async () => {
    const owner = await customer()
    const pending = await createRedesign(
      payload(),
      owner,
      { fields: { roomType: 'living-room', style: 'japandi', variants: '1' }, photo: studio.photo },
      studio.settings,
    )
    await expect(share(owner, pending)).rejects.toBeInstanceOf(ShareRequestError)
    await runQueuedJobs(payload(), redesignQueue('offline'))
    await expect(
      createShare(payload(), owner, pending.id, { expiry: 'none', version: 2 }),
    ).rejects.toMatchObject({ status: 400 })
    for (let i = 0; i < MAX_ACTIVE_SHARES_PER_REDESIGN; i++) await share(owner, pending)
    await expect(share(owner, pending)).rejects.toMatchObject({ status: 409 })
    // Revoking one frees a place.
    const [one] = (await listShares(payload(), owner, pending.id))!
    await revokeShare(payload(), owner, one!.id)
    await expect(share(owner, pending)).resolves.not.toBeNull()
  }, 120_000)
})

describe('as an attacker', () => {
  let owner: User
  let other: User
  let editor: User
  let admin: User
  let redesign: Redesign
  let shareId: number

  beforeAll(async () => {
    owner = await customer()
    other = await customer()
    const staff = (role: 'editor' | 'admin') =>
      payload().create({
        collection: 'users',
        data: { email: `${role}.${Date.now()}@share.test`, role, credits: 0 },
        overrideAccess: true,
      })
    editor = await staff('editor')
    admin = await staff('admin')
    redesign = await finished(owner)
    shareId = (await share(owner, redesign))!.id
  }, 120_000)

  /** What Payload's REST and GraphQL do for `user` (the same access functions). */
  const asUser = (user: User | undefined) => ({ overrideAccess: false, user, depth: 0 }) as const

  it('anonymous visitors, customers (the owner too) and editors read no share; admins do', async () => {
    for (const user of [undefined, other, owner, editor]) {
      await expect(payload().find({ collection: 'shares', ...asUser(user) })).rejects.toThrow(
        /not allowed/,
      )
      await expect(
        payload().findByID({ collection: 'shares', id: shareId, ...asUser(user) }),
      ).rejects.toThrow()
    }
    const read = await payload().findByID({ collection: 'shares', id: shareId, ...asUser(admin) })
    expect(read.id).toBe(shareId)
    // Not even an admin reads the token's hash.
    expect(read).not.toHaveProperty('tokenHash')
  }, 120_000)

  it('nobody creates, updates or deletes a share through the API, admins included', async () => {
    const data = { owner: other.id, redesign: redesign.id, version: 1, tokenHash: 'x'.repeat(64) }
    for (const user of [undefined, other, owner, editor, admin]) {
      await expect(
        payload().create({ collection: 'shares', data, ...asUser(user) }),
      ).rejects.toThrow()
      await expect(
        payload().update({
          collection: 'shares',
          id: shareId,
          data: { revokedAt: null },
          ...asUser(user),
        }),
      ).rejects.toThrow()
      await expect(
        payload().delete({ collection: 'shares', id: shareId, ...asUser(user) }),
      ).rejects.toThrow()
    }
  }, 120_000)

  it('another customer cannot list, make or revoke links of a redesign not theirs', async () => {
    expect(await listShares(payload(), other, redesign.id)).toBeNull()
    expect(await share(other, redesign)).toBeNull()
    expect(await revokeShare(payload(), other, shareId)).toBe(false)
    expect((await listShares(payload(), owner, redesign.id))!.map((link) => link.id)).toEqual([
      shareId,
    ])
  }, 120_000)
})

describe('derived copies', () => {
  it('are JPEGs without metadata, at most 1600 px; the preview is 1200 × 630', async () => {
    const big = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: '#a08060' },
    })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret' } } })
      .jpeg()
      .toBuffer()
    const copy = await sharp(await sharedCopy(big)).metadata()
    expect(copy).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 })
    expect(copy.exif).toBeUndefined()
    const og = await sharp(await ogComposite(big, studio.photo, false)).metadata()
    expect(og).toMatchObject({ format: 'jpeg', width: 1200, height: 630 })
  }, 120_000)

  it('are made from the stored originals of a live link', async () => {
    const owner = await customer()
    const redesign = await finished(owner)
    const token = tokenOf((await share(owner, redesign))!.url)
    const shared = (await findSharedRedesign(payload(), token))!
    const after = await sharp((await sharedFile(payload(), shared, 'after.jpg'))!).metadata()
    expect(after.format).toBe('jpeg')
    const og = await sharp((await sharedFile(payload(), shared, 'og.jpg'))!).metadata()
    expect([og.width, og.height]).toEqual([1200, 630])
  }, 120_000)
})
