import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { unzipSync } from 'fflate'

import { ACCOUNT_QUEUE, redesignQueue } from '@/lib/jobs/queues'
import { imagePathInZip } from '@/lib/account/accountDataDocument'
import { EXPORT_RETENTION_DAYS } from '@/lib/account/dataExportRules'
import {
  latestDataExport,
  openDataExport,
  purgeDataExport,
  requestDataExport,
} from '@/lib/account/exportLifecycle'
import { exportFilePath } from '@/lib/account/exportFiles'
import { runDataExport } from '@/lib/account/runDataExport'
import { createRedesign } from '@/lib/redesign/createRedesign'
import { favouriteResult } from '@/lib/redesign/favouriteResult'
import { createShare } from '@/lib/share/createShare'
import type { RedesignImage, User } from '@/payload-types'
import { offlineStudio } from '../support/offlineStudio'
import { outboxMessages } from '../support/outbox'
import { sharedPayload } from '../support/payload'
import { customerWithCredits, ledgerOf, ownedBy } from '../support/records'
import { roomPhoto } from '../support/roomPhoto'
import { runQueuedJobs } from '../support/runQueuedJobs'

const payload = sharedPayload()
const studio = offlineStudio()
let otherPhoto: Buffer

beforeAll(async () => {
  otherPhoto = await roomPhoto({ width: 1000, height: 800 })
}, 60_000)

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
const staticDir = () => payload().collections['redesign-images'].config.upload.staticDir!
const fileOf = (image: RedesignImage) => fs.readFileSync(path.join(staticDir(), image.filename!))

/** Two finished redesigns (2 + 1 results), an order, a plan and ledger entries for `user`. */
async function busyAccount(user: User, bytes: Buffer) {
  const fields = (style: string, variants: string) => ({
    roomType: 'living-room',
    style,
    variants,
    notes: `export test ${style}`,
  })
  const { settings } = studio
  await createRedesign(payload(), user, { fields: fields('japandi', '2'), photo: bytes }, settings)
  await createRedesign(payload(), user, { fields: fields('japandi', '1'), photo: bytes }, settings)
  await runQueuedJobs(payload(), redesignQueue('offline'))
  await payload().create({
    collection: 'orders',
    data: {
      number: `RW-EXP-${user.id}`,
      customer: user.id,
      planName: 'Starter pack',
      kind: 'pack',
      amount: 900,
      currency: 'eur',
      credits: 10,
      status: 'paid',
      paidAt: new Date().toISOString(),
      amountRefunded: 0,
      creditsRemoved: 0,
      paymentKey: `pi_export_${user.id}`,
    },
    overrideAccess: true,
  })
  await payload().create({
    collection: 'subscriptions',
    data: {
      owner: user.id,
      planName: 'Monthly',
      credits: 30,
      status: 'active',
      stripeSubscriptionId: `sub_export_${user.id}`,
      stripeCustomerId: `cus_secret_${user.id}`,
    },
    overrideAccess: true,
  })
}

const exportsOf = (userId: number) => ownedBy(payload(), 'data-exports', userId)
const imagesOf = (userId: number) => ownedBy(payload(), 'redesign-images', userId)

describe('download my data', () => {
  it('puts every image of the person, byte for byte, and a JSON matching the database in the ZIP', async () => {
    const person = await customerWithCredits(payload(), 'exporter', 10)
    const stranger = await customerWithCredits(payload(), 'stranger', 10)
    await busyAccount(person, studio.photo)
    await busyAccount(stranger, otherPhoto)
    // A share link and a favourite are the person's data too.
    const [shared] = await ownedBy(payload(), 'redesigns', person.id)
    const link = (await createShare(payload(), person, shared!.id, { expiry: '7d', version: 1 }))!
    await favouriteResult(payload(), person, shared!.id, { version: 1, favourite: true })

    expect(await requestDataExport(payload(), person.id)).toEqual({ started: true })
    expect(await latestDataExport(payload(), person.id)).toMatchObject({ state: 'preparing' })
    await runQueuedJobs(payload(), ACCOUNT_QUEUE)

    const [done] = await exportsOf(person.id)
    expect(done).toMatchObject({ status: 'ready', pendingOwner: null })
    const zip = unzipSync(new Uint8Array(fs.readFileSync(exportFilePath(done!.fileName!))))

    // Images: exactly the person's, each identical to the stored file.
    const mine = await imagesOf(person.id)
    const redesigns = await ownedBy(payload(), 'redesigns', person.id)
    expect(redesigns).toHaveLength(2)
    expect(redesigns.every((redesign) => redesign.status === 'succeeded')).toBe(true)
    // Both redesigns used one uploaded photo each (2 originals) and made 3 results.
    expect(mine.filter((image) => image.kind === 'input')).toHaveLength(2)
    expect(mine.filter((image) => image.kind === 'output')).toHaveLength(3)
    const zipImages = Object.keys(zip).filter((name) => name.startsWith('images/'))
    expect(zipImages.sort()).toEqual(mine.map(imagePathInZip).sort())
    for (const image of mine) expect(sha(zip[imagePathInZip(image)]!)).toBe(sha(fileOf(image)))
    const zipHashes = new Set(zipImages.map((name) => sha(zip[name]!)))
    for (const image of await imagesOf(stranger.id))
      expect(zipHashes.has(sha(fileOf(image)))).toBe(false)
    expect(done!.imageCount).toBe(5)

    // account.json against the records read back through Payload.
    const json = JSON.parse(new TextDecoder().decode(zip['account.json']))
    const user = await payload().findByID({ collection: 'users', id: person.id, depth: 0 })
    expect(json.account).toMatchObject({
      id: user.id,
      email: user.email,
      name: user.name ?? null,
      role: 'customer',
      credits: user.credits,
      createdAt: user.createdAt,
    })
    expect(json.redesigns.map((r: { id: number }) => r.id).sort()).toEqual(
      redesigns.map((r) => r.id).sort(),
    )
    for (const redesign of redesigns) {
      const exported = json.redesigns.find((r: { id: number }) => r.id === redesign.id)
      expect(exported).toMatchObject({
        status: redesign.status,
        mode: 'restyle',
        paintedArea: null,
        settings: {
          roomType: redesign.roomType,
          style: redesign.styleTitle,
          notes: redesign.notes,
          versions: redesign.variants,
        },
        creditsCharged: redesign.creditsCharged,
        createdAt: redesign.createdAt,
        completedAt: redesign.completedAt,
      })
      // Its photo and results are the files in the ZIP at the paths it names.
      const input = mine.find((image) => image.id === redesign.input)!
      expect(sha(zip[exported.original]!)).toBe(sha(fileOf(input)))
      expect(exported.results).toHaveLength(redesign.outputs!.length)
      for (const [index, output] of redesign.outputs!.entries()) {
        const image = mine.find((candidate) => candidate.id === output)!
        expect(sha(zip[exported.results[index]]!)).toBe(sha(fileOf(image)))
      }
    }
    const ledger = await ledgerOf(payload(), person.id)
    type Entry = { id: number; delta: number; balanceAfter: number; reason: string }
    expect(
      (json.creditLedger as Entry[])
        .map((e) => [e.id, e.delta, e.balanceAfter, e.reason])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual(ledger.map((entry) => [entry.id, entry.delta, entry.balanceAfter, entry.reason]))
    expect(ledger.length).toBeGreaterThanOrEqual(3) // the grant and two charges
    expect(json.orders).toEqual([
      expect.objectContaining({
        number: `RW-EXP-${person.id}`,
        amountCents: 900,
        currency: 'eur',
        credits: 10,
        status: 'paid',
      }),
    ])
    expect(json.subscriptions).toEqual([
      expect.objectContaining({ plan: 'Monthly', creditsPerMonth: 30, status: 'active' }),
    ])
    expect(json.shareLinks).toEqual([
      {
        id: link.id,
        redesign: shared!.id,
        version: 1,
        expiresAt: link.expiresAt,
        revokedAt: null,
        createdAt: expect.any(String),
      },
    ])
    const favourite = shared!.outputs![0] as number
    expect(
      (json.images as { id: number; favouredAt: string | null }[])
        .filter((image) => image.favouredAt)
        .map((image) => image.id),
    ).toEqual([favourite])
    expect(json.missingImages).toEqual([])
    // Nothing internal or secret, and nothing of the stranger's.
    const text = new TextDecoder().decode(zip['account.json'])
    for (const leak of [
      `cus_secret_${person.id}`,
      `pi_export_${person.id}`,
      `sub_export_${person.id}`,
      stranger.email,
      'stripeCustomerId',
      'providerJobId',
      'tokenHash',
      new URL(link.url).pathname.split('/').pop()!,
    ])
      expect(text).not.toContain(leak)

    // The person is told, with a link to their account page and the expiry.
    const mail = outboxMessages().find(
      (message) => message.to === person.email && /data is ready/.test(message.subject),
    )
    expect(mail?.text).toContain('/account#your-data')
    expect(mail?.text).toContain(`${EXPORT_RETENTION_DAYS} days`)
  }, 240_000)

  it('starts one export for many presses at once, and lets only its owner open it', async () => {
    const person = await customerWithCredits(payload(), 'presser', 0)
    const stranger = await customerWithCredits(payload(), 'nosy', 0)
    const presses = await Promise.all(
      Array.from({ length: 8 }, () => requestDataExport(payload(), person.id)),
    )
    expect(presses.filter((press) => press.started)).toHaveLength(1)
    expect(await exportsOf(person.id)).toHaveLength(1)
    // Two runners picking the same job: one writes the ZIP, the other finds it claimed.
    const [pending] = await exportsOf(person.id)
    const outcomes = await Promise.all([
      runDataExport(payload(), pending!.id),
      runDataExport(payload(), pending!.id),
    ])
    expect(outcomes.sort()).toEqual(['ready', 'skipped'])
    await runQueuedJobs(payload(), ACCOUNT_QUEUE) // the queued job finds it claimed too
    const [first] = await exportsOf(person.id)
    expect(first).toMatchObject({ id: pending!.id, status: 'ready' })

    expect(await openDataExport(payload(), stranger, pending!.id)).toBeNull()
    const opened = await openDataExport(payload(), person, pending!.id)
    expect(opened?.downloadName).toMatch(/^roomwise-my-data-\d{4}-\d{2}-\d{2}\.zip$/)
    const bytes = new Uint8Array(await new Response(opened!.stream).arrayBuffer())
    expect(Object.keys(unzipSync(bytes))).toEqual(
      expect.arrayContaining(['README.txt', 'account.json']),
    )

    // Once it is ready, the person may prepare another; the new one replaces the old.
    expect(await requestDataExport(payload(), person.id)).toEqual({ started: true })
    await runQueuedJobs(payload(), ACCOUNT_QUEUE)
    const after = await exportsOf(person.id)
    expect(after).toHaveLength(1)
    expect(after[0]!.id).not.toBe(pending!.id)
    expect(fs.existsSync(exportFilePath(first!.fileName!))).toBe(false)
    expect(fs.existsSync(exportFilePath(after[0]!.fileName!))).toBe(true)
  }, 120_000)

  it('deletes an export with its file when it expires, and with the account', async () => {
    const person = await customerWithCredits(payload(), 'expiring', 0)
    await requestDataExport(payload(), person.id)
    await runQueuedJobs(payload(), ACCOUNT_QUEUE)
    const [ready] = await exportsOf(person.id)
    const file = exportFilePath(ready!.fileName!)
    expect(fs.existsSync(file)).toBe(true)

    // Not due yet: kept.
    expect(await purgeDataExport(payload(), ready!.id)).toBe('requeued')
    await payload().update({
      collection: 'data-exports',
      id: ready!.id,
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    expect(await latestDataExport(payload(), person.id)).toEqual({ state: 'none' })
    expect(await openDataExport(payload(), person, ready!.id)).toBeNull()
    expect(await purgeDataExport(payload(), ready!.id)).toBe('deleted')
    expect(await exportsOf(person.id)).toHaveLength(0)
    expect(fs.existsSync(file)).toBe(false)

    await requestDataExport(payload(), person.id)
    await runQueuedJobs(payload(), ACCOUNT_QUEUE)
    const [again] = await exportsOf(person.id)
    const againFile = exportFilePath(again!.fileName!)
    await payload().delete({ collection: 'users', id: person.id, overrideAccess: true })
    expect(fs.existsSync(againFile)).toBe(false)
    expect(await exportsOf(person.id)).toHaveLength(0)
  }, 120_000)

  it('frees a person whose export was interrupted long ago to ask again', async () => {
    const person = await customerWithCredits(payload(), 'interrupted', 0)
    await requestDataExport(payload(), person.id)
    const [stuck] = await exportsOf(person.id)
    // A server stopped mid-job long ago.
    await payload().update({
      collection: 'data-exports',
      id: stuck!.id,
      data: { status: 'processing', startedAt: new Date(Date.now() - 3600_000).toISOString() },
      overrideAccess: true,
    })
    expect(await requestDataExport(payload(), person.id)).toEqual({ started: true })
    const statuses = (await exportsOf(person.id)).map((found) => found.status).sort()
    expect(statuses).toEqual(['failed', 'queued'])
    await runQueuedJobs(payload(), ACCOUNT_QUEUE)
    expect(await latestDataExport(payload(), person.id)).toMatchObject({ state: 'ready' })
  }, 120_000)
})
