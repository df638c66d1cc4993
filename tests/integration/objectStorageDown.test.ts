import net from 'node:net'

import { EXPORT_FAILED, runDataExport } from '@/lib/account/runDataExport'
import { requestDataExport } from '@/lib/account/exportLifecycle'
import { readStoredFile } from '@/lib/storage/storedFiles'
import { ObjectStorageError } from '@/lib/storage/bucketObjects'
import { sharedPayload } from '../support/payload'
import { customerWithCredits } from '../support/records'
import { tinyPng } from '../support/tinyPng'

/**
 * An object store that accepts connections and never answers, then one that is gone: readers and
 * uploads fail with an error naming the store, within the client's bounded timeouts and retries
 * (src/lib/storage/s3ClientConfig.ts), instead of hanging a request or a job.
 */
const silent = net.createServer(() => undefined) // takes the connection, says nothing
const sockets = new Set<net.Socket>()
silent.on('connection', (socket) => {
  sockets.add(socket)
  socket.on('close', () => sockets.delete(socket))
})
let endpoint: string
const envBefore = { ...process.env }
const S3_ENV = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
]

beforeAll(async () => {
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}`
  Object.assign(process.env, {
    S3_BUCKET: 'roomwise-down',
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'id',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_FORCE_PATH_STYLE: 'true',
  })
})

const payload = sharedPayload()

afterAll(async () => {
  for (const key of S3_ENV) {
    if (key in envBefore) process.env[key] = envBefore[key]
    else delete process.env[key]
  }
  for (const socket of sockets) socket.destroy()
  if (silent.listening) await new Promise((resolve) => silent.close(resolve))
})

describe('object storage that does not answer', () => {
  it('fails a read with an error naming the store and the file, not a hang', async () => {
    const error = await readStoredFile(payload(), 'redesign-images', 'abc.jpg').catch((e) => e)
    expect(error).toBeInstanceOf(ObjectStorageError)
    expect(error.message).toContain(`bucket "roomwise-down" at ${endpoint}`)
    expect(error.message).toContain('could not read redesign-images/abc.jpg')
  }, 120_000)

  it('fails an upload, once the store is gone, with an error instead of a hang', async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => silent.close(resolve))
    const png = await tinyPng()
    await expect(
      payload().create({
        collection: 'media',
        data: { alt: 'never stored' },
        file: { data: png, mimetype: 'image/png', name: 'never.png', size: png.length },
      }),
    ).rejects.toThrow(/ECONNREFUSED|connect/)
    const error = await readStoredFile(payload(), 'media', 'never.png').catch((e) => e)
    expect(error).toBeInstanceOf(ObjectStorageError)
  }, 120_000)

  it('fails a data export whose ZIP cannot be uploaded, recording why, instead of a hang', async () => {
    const person = await customerWithCredits(payload(), 'export-store-down', 0)
    expect(await requestDataExport(payload(), person.id)).toEqual({ started: true })
    const { docs } = await payload().find({
      collection: 'data-exports',
      where: { owner: { equals: person.id } },
      overrideAccess: true,
    })
    expect(await runDataExport(payload(), docs[0]!.id)).toBe('failed')
    const failed = await payload().findByID({
      collection: 'data-exports',
      id: docs[0]!.id,
      overrideAccess: true,
    })
    expect(failed).toMatchObject({ status: 'failed', error: EXPORT_FAILED })
  }, 120_000)
})
