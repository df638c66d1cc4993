import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { unzipSync } from 'fflate'

import { ACCOUNT_QUEUE, redesignQueue } from '@/lib/jobs/queues'
import { imagePathInZip } from '@/lib/account/accountDataDocument'
import { exportFilePath, exportObjectKey, exportsDir } from '@/lib/account/exportFiles'
import { openDataExport, purgeDataExport, requestDataExport } from '@/lib/account/exportLifecycle'
import { getSettings, type Settings } from '@/lib/env'
import { createRedesign } from '@/lib/redesign/createRedesign'
import { openObject, writeObject } from '@/lib/storage/bucketObjects'
import type { DataExport, User } from '@/payload-types'
import { sharedPayloadWithS3 } from '../support/payloadWithS3'
import { customerWithCredits, ownedBy } from '../support/records'
import { offlineRedesignSettings } from '../support/redesignSettings'
import { roomPhoto } from '../support/roomPhoto'
import { runQueuedJobs } from '../support/runQueuedJobs'

/**
 * "Download my data" with S3 settings (s3rver, the real SDK and @aws-sdk/lib-storage): the export
 * job streams the ZIP into the bucket under private-exports/ and writes nothing to the machine's
 * disk, so a web instance elsewhere serves it; only the owner opens it, byte for byte, and expiry,
 * replacement and account deletion remove the object. The download route itself is driven over
 * HTTP in tests/e2e/objectStorage.test.ts.
 */
const { payload, s3 } = sharedPayloadWithS3()

let settings: Settings
beforeAll(async () => {
  settings = offlineRedesignSettings()
}, 300_000)

const exportedFiles = () => (fs.existsSync(exportsDir()) ? fs.readdirSync(exportsDir()) : [])
let diskBefore: string[]
beforeEach(() => {
  diskBefore = exportedFiles()
})
afterEach(() => {
  // No export was written to (or left in) this machine's private-exports folder.
  expect(exportedFiles()).toEqual(diskBefore)
})

const exportsOf = (userId: number) => ownedBy(payload(), 'data-exports', userId)

/** Asks for an export and runs the account queue as the worker would; gives the ready export. */
async function exportNow(user: User): Promise<DataExport> {
  expect(await requestDataExport(payload(), user.id)).toEqual({ started: true })
  await runQueuedJobs(payload(), ACCOUNT_QUEUE)
  const ready = (await exportsOf(user.id)).find((found) => found.status === 'ready')
  expect(ready).toBeDefined()
  return ready!
}

const exportKeys = () => s3().listKeys('private-exports/')

describe('data exports with S3 settings', () => {
  it('writes the ZIP to the bucket, not the disk, and opens it for its owner only, byte for byte', async () => {
    const person = await customerWithCredits(payload(), 'bucket-exporter', 5)
    const stranger = await customerWithCredits(payload(), 'bucket-stranger', 0)
    await createRedesign(
      payload(),
      person,
      {
        fields: { roomType: 'living-room', style: 'japandi', variants: '1' },
        photo: await roomPhoto(),
      },
      settings,
    )
    await runQueuedJobs(payload(), redesignQueue('offline'))
    const images = await ownedBy(payload(), 'redesign-images', person.id)
    expect(images).toHaveLength(2)

    const ready = await exportNow(person)
    const key = exportObjectKey(ready.fileName!)
    expect(key).toMatch(/^private-exports\/[0-9a-f-]{36}\.zip$/)
    expect(await exportKeys()).toContain(key)
    expect(fs.existsSync(exportFilePath(ready.fileName!))).toBe(false)
    const stored = (await s3().readObject(key))!
    expect(stored.length).toBe(ready.sizeBytes)

    // Someone else's id reads as "no such download", and the owner gets exactly the stored bytes.
    expect(await openDataExport(payload(), stranger, ready.id)).toBeNull()
    const opened = await openDataExport(payload(), person, ready.id)
    expect(opened?.bytes).toBe(stored.length)
    const downloaded = Buffer.from(await new Response(opened!.stream).arrayBuffer())
    expect(downloaded.equals(stored)).toBe(true)
    const zip = unzipSync(new Uint8Array(downloaded))
    for (const image of images) {
      const original = (await s3().readObject(`redesign-images/${image.filename}`))!
      expect(Buffer.from(zip[imagePathInZip(image)]!).equals(original)).toBe(true)
    }
    expect(JSON.parse(new TextDecoder().decode(zip['account.json'])).account.email).toBe(
      person.email,
    )
  }, 180_000)

  it('removes the object when a newer export replaces it, when it expires, and with the account', async () => {
    const person = await customerWithCredits(payload(), 'bucket-expiring', 0)
    const first = await exportNow(person)
    const second = await exportNow(person)
    expect(second.id).not.toBe(first.id)
    let keys = await exportKeys()
    expect(keys).not.toContain(exportObjectKey(first.fileName!))
    expect(keys).toContain(exportObjectKey(second.fileName!))

    // Not due yet: kept; once expired, neither the owner opens it nor does its object stay.
    expect(await purgeDataExport(payload(), second.id)).toBe('requeued')
    expect(await exportKeys()).toContain(exportObjectKey(second.fileName!))
    await payload().update({
      collection: 'data-exports',
      id: second.id,
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    expect(await openDataExport(payload(), person, second.id)).toBeNull()
    expect(await purgeDataExport(payload(), second.id)).toBe('deleted')
    expect(await exportKeys()).not.toContain(exportObjectKey(second.fileName!))

    const third = await exportNow(person)
    expect(await exportKeys()).toContain(exportObjectKey(third.fileName!))
    await payload().delete({ collection: 'users', id: person.id, overrideAccess: true })
    keys = await exportKeys()
    expect(keys).not.toContain(exportObjectKey(third.fileName!))
    expect(await exportsOf(person.id)).toHaveLength(0)
  }, 180_000)

  it('streams a file larger than one part as a multipart upload, and an aborted one leaves nothing', async () => {
    const s3Settings = getSettings().s3!
    const bytes = randomBytes(12 * 1024 * 1024 + 5) // three 5 MiB parts, the last one short
    const key = 'private-exports/00000000-0000-4000-8000-000000000001.zip'
    const writer = writeObject(s3Settings, key, 'application/zip')
    for (let at = 0; at < bytes.length; at += 64 * 1024)
      if (!writer.stream.write(bytes.subarray(at, at + 64 * 1024)))
        await new Promise((resolve) => writer.stream.once('drain', resolve))
    writer.stream.end()
    await writer.stored
    const opened = (await openObject(s3Settings, key))!
    expect(opened.bytes).toBe(bytes.length)
    const chunks: Buffer[] = []
    for await (const chunk of opened.body) chunks.push(chunk as Buffer)
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true)
    await s3()
      .readObject(key)
      .then((found) => expect(found?.length).toBe(bytes.length))

    const abandoned = 'private-exports/00000000-0000-4000-8000-000000000002.zip'
    const halfway = writeObject(s3Settings, abandoned, 'application/zip')
    halfway.stream.write(bytes.subarray(0, 6 * 1024 * 1024))
    await halfway.abort()
    await expect(halfway.stored).rejects.toThrow(/could not write private-exports\//)
    expect(await s3().readObject(abandoned)).toBeNull()
  }, 120_000)
})
