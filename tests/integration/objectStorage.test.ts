import fs from 'node:fs'
import path from 'node:path'
import { unzipSync } from 'fflate'
import sharp from 'sharp'

import { ACCOUNT_QUEUE, redesignQueue } from '@/lib/jobs/queues'
import { imagePathInZip } from '@/lib/account/accountDataDocument'
import { exportObjectKey, exportsDir } from '@/lib/account/exportFiles'
import { requestDataExport } from '@/lib/account/exportLifecycle'
import { dataDir, type Settings } from '@/lib/env'
import { createRedesign } from '@/lib/redesign/createRedesign'
import { loadEngineInput } from '@/lib/redesign/loadEngineInput'
import { resultDownload } from '@/lib/redesign/resultDownload'
import { removeStoredFiles } from '@/lib/storage/storedFiles'
import type { DataExport, RedesignImage } from '@/payload-types'
import { sharedPayloadWithS3 } from '../support/payloadWithS3'
import { customerWithCredits, loadRedesign } from '../support/records'
import { offlineRedesignSettings } from '../support/redesignSettings'
import { roomPhoto } from '../support/roomPhoto'
import { runQueuedJobs } from '../support/runQueuedJobs'

/**
 * Media and redesign images in S3 (s3rver, through the real SDK and Payload's storage adapter):
 * every file lands in the bucket under its collection's prefix and never on this machine's disk,
 * every reader gets the bytes back from the bucket, and deleting a document removes its objects.
 */
const { payload, s3 } = sharedPayloadWithS3()

/** Every file under the upload folders Payload would use without S3 (shared with other test files). */
const diskFiles = () =>
  [process.env.ROOMWISE_MEDIA_DIR!, path.join(dataDir(), 'private-images'), exportsDir()].flatMap(
    (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => path.join(dir, name)) : []),
  )
const namesOf = (image: { filename?: string | null; sizes?: object | null }) => [
  image.filename!,
  ...Object.values(image.sizes ?? {})
    .map((size: { filename?: string | null }) => size?.filename)
    .filter((name): name is string => Boolean(name)),
]

let settings: Settings
let diskBefore: string[]
beforeAll(async () => {
  settings = offlineRedesignSettings()
  diskBefore = diskFiles()
}, 300_000)

afterEach(() => {
  // Nothing Payload or our readers did wrote a file to the instance's disk.
  expect(diskFiles()).toEqual(diskBefore)
})

describe('with S3 settings', () => {
  it('keeps a Media upload and its sizes in the bucket under media/, served through the app', async () => {
    const photo = await roomPhoto()
    const media = await payload().create({
      collection: 'media',
      data: { alt: 'A room' },
      file: { data: photo, mimetype: 'image/jpeg', name: 'storage-room.jpg', size: photo.length },
    })
    const names = namesOf(media)
    expect(names).toHaveLength(3) // the original (as webp) and two sizes
    const keys = await s3().listKeys('media/')
    for (const name of names) expect(keys).toContain(`media/${name}`)
    expect(
      (await sharp((await s3().readObject(`media/${media.filename}`))!).metadata()).format,
    ).toBe('webp')
    // No S3_PUBLIC_URL: the address is the app's own file route.
    expect(media.url).toMatch(new RegExp(`^(https?://[^/]+)?/api/media/file/${media.filename}$`))

    await payload().delete({ collection: 'media', id: media.id })
    const after = await s3().listKeys('media/')
    for (const name of names) expect(after).not.toContain(`media/${name}`)
  }, 120_000)

  it('stores the photo and results in the bucket; the engine, the download and the export read them back', async () => {
    const user = await customerWithCredits(payload(), 'storage', 5)
    const photo = await roomPhoto()
    const created = await createRedesign(
      payload(),
      user,
      { fields: { roomType: 'living-room', style: 'japandi', variants: '2' }, photo },
      settings,
    )
    await runQueuedJobs(payload(), redesignQueue('offline'))
    const done = await loadRedesign(payload(), created.id, 1)
    expect(done.status).toBe('succeeded')
    const input = done.input as RedesignImage
    const outputs = done.outputs as RedesignImage[]
    expect(outputs).toHaveLength(2)

    const keys = await s3().listKeys('redesign-images/')
    for (const image of [input, ...outputs])
      for (const name of namesOf(image)) expect(keys).toContain(`redesign-images/${name}`)
    // Private: never under the public prefix.
    expect(await s3().readObject(`media/${input.filename}`)).toBeNull()

    const engineInput = await loadEngineInput(payload(), done)
    expect(
      engineInput.image.equals((await s3().readObject(`redesign-images/${input.filename}`))!),
    ).toBe(true)
    const download = (await resultDownload(payload(), user, { id: created.id, version: 2 }))!
    const downloaded = Buffer.concat(await download.body.toArray())
    expect(
      downloaded.equals((await s3().readObject(`redesign-images/${outputs[1]!.filename}`))!),
    ).toBe(true)
    expect(download.bytes).toBe(downloaded.length)

    expect(await requestDataExport(payload(), user.id)).toEqual({ started: true })
    await runQueuedJobs(payload(), ACCOUNT_QUEUE)
    const ready = (
      await payload().find({
        collection: 'data-exports',
        where: { owner: { equals: user.id } },
        overrideAccess: true,
      })
    ).docs[0] as DataExport
    expect(ready.status).toBe('ready')
    // The ZIP is in the bucket too (tests/integration/dataExportStorage.test.ts has the rest).
    const zip = unzipSync(
      new Uint8Array((await s3().readObject(exportObjectKey(ready.fileName!)))!),
    )
    for (const image of [input, ...outputs]) {
      const stored = (await s3().readObject(`redesign-images/${image.filename}`))!
      expect(Buffer.from(zip[imagePathInZip(image)]!).equals(stored)).toBe(true)
    }
    expect(JSON.parse(new TextDecoder().decode(zip['account.json'])).missingImages).toEqual([])

    // Deleting the account deletes its images through Payload, and the adapter their objects.
    await payload().delete({ collection: 'users', id: user.id, overrideAccess: true })
    const left = await s3().listKeys('redesign-images/')
    for (const image of [input, ...outputs])
      for (const name of namesOf(image)) expect(left).not.toContain(`redesign-images/${name}`)
  }, 180_000)

  it('removes objects whose documents never committed', async () => {
    const user = await customerWithCredits(payload(), 'storage-rollback', 0)
    const photo = await roomPhoto({ width: 600, height: 400 })
    const image = await payload().create({
      collection: 'redesign-images',
      data: { owner: user.id, kind: 'output' },
      file: { data: photo, mimetype: 'image/jpeg', name: 'rolled-back.jpg', size: photo.length },
      overrideAccess: true,
    })
    const names = namesOf(image)
    expect(await s3().listKeys('redesign-images/')).toEqual(
      expect.arrayContaining(names.map((name) => `redesign-images/${name}`)),
    )
    await removeStoredFiles(payload(), 'redesign-images', names)
    const left = await s3().listKeys('redesign-images/')
    for (const name of names) expect(left).not.toContain(`redesign-images/${name}`)
  }, 60_000)
})
