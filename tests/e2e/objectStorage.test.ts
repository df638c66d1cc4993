import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import pg from 'pg'

import { runToEnd } from '../../scripts/lib/childProcess'
import { bootPayload, closePayload } from '../support/payload'
import { pollUntil } from '../support/pollUntil'
import { adjustCredits, userByEmail } from '../support/records'
import { startS3StandIn, type S3StandIn } from '../support/s3StandIn'
import { extraServer, type ExtraServer } from './support/extraServer'
import { confirmedSessionCookie, newPerson } from './support/signIn'
import { photoBlob, studioForm } from './support/studio'

/**
 * A built server started with S3 settings (s3rver), on a database of its own so that only it (and
 * this file's Payload, also on S3) runs its jobs: a customer's photo and results go to the bucket
 * and never to the instance's disk, and the private images are served only to their owner, through
 * our routes (s3rver does not check signatures on GETs, so the bucket itself proves nothing).
 */
let s3: S3StandIn
let server: ExtraServer
let payload: Payload
let root: string
let databaseName: string
const envBefore = { ...process.env }

const adminClient = () => {
  const url = new URL(envBefore.DATABASE_URL!)
  url.pathname = '/postgres'
  return new pg.Client({ connectionString: url.toString() })
}

beforeAll(async () => {
  s3 = await startS3StandIn()
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'roomwise-s3-site-'))
  databaseName = `roomwise_s3_${Date.now()}`
  const admin = adminClient()
  await admin.connect()
  await admin.query(`CREATE DATABASE "${databaseName}"`)
  await admin.end()
  const url = new URL(envBefore.DATABASE_URL!)
  url.pathname = `/${databaseName}`
  // This process's Payload and the server read the same settings; restored in afterAll.
  Object.assign(process.env, s3.env, {
    DATABASE_URL: url.toString(),
    ROOMWISE_DATA_DIR: path.join(root, 'data'),
    ROOMWISE_MEDIA_DIR: path.join(root, 'media'),
  })
  // Migrations and the seed, whose Media go to the bucket too.
  if ((await runToEnd('npx', ['tsx', 'scripts/prepare-db.ts'], process.env)) !== 0)
    throw new Error('Migrations or seed of the S3 site failed.')
  server = await extraServer({})
  await server.start()
  payload = await bootPayload()
}, 600_000)

afterAll(async () => {
  if (payload) await closePayload(payload)
  await server?.stop()
  await s3?.stop()
  for (const key of Object.keys(process.env)) if (!(key in envBefore)) delete process.env[key]
  Object.assign(process.env, envBefore)
  const admin = adminClient()
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`).catch(() => undefined)
  await admin.end()
  if (root) fs.rmSync(root, { recursive: true, force: true })
}, 60_000)

const customers = new Map<string, string>()
const emailOf = (cookie: string) => customers.get(cookie)!

/** A signed-in customer of the S3 site who confirmed age and terms, with `credits`. */
async function customer(label: string, credits: number) {
  const person = newPerson('customer', label)
  const cookie = await confirmedSessionCookie(payload, person, server.url)
  customers.set(cookie, person.email)
  const user = await userByEmail(payload, person.email)
  if (credits > 0) await adjustCredits(payload, user.id, credits, 's3')
  return cookie
}

const request = (pathname: string, cookie?: string, init: RequestInit = {}) =>
  fetch(new URL(pathname, server.url), {
    ...init,
    redirect: 'manual',
    headers: { ...(cookie ? { cookie } : {}), origin: new URL(server.url).origin },
    signal: AbortSignal.timeout(30_000),
  })
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer())
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((entry) =>
          entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [entry.name],
        )
    : []

type View = { status: string; input?: { url: string }; outputs: { url: string }[] }
const fileName = (url: string) => url.split('/').pop()!

describe('a server with S3 settings', () => {
  it('keeps the seeded Media in the bucket under media/, not on its disk', async () => {
    expect((await s3.listKeys('media/')).length).toBeGreaterThan(0)
    expect(filesUnder(path.join(root, 'media'))).toEqual([])
  })

  it('stores a customer’s photo and results in the bucket and shows them to the owner only', async () => {
    const owner = await customer('s3-owner', 3)
    const stranger = await customer('s3-stranger', 0)
    const created = await request('/api/studio/redesigns', owner, {
      method: 'POST',
      body: studioForm(await photoBlob()),
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }
    const view = await pollUntil(
      async () => (await (await request(`/api/studio/redesigns/${id}`, owner)).json()) as View,
      (value) => value.status === 'succeeded' || value.status === 'failed',
      { timeoutMs: 90_000, intervalMs: 500 },
    )
    expect(view.status).toBe('succeeded')
    const input = view.input!.url
    const output = view.outputs[0]!.url
    expect(input).toMatch(/^\/api\/redesign-images\/file\/[0-9a-f-]{36}\.\w+$/)

    // The owner gets each file through Payload's access-checked route, byte for byte from the bucket.
    for (const url of [input, output]) {
      const response = await request(url, owner)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toMatch(/private/)
      const stored = await s3.readObject(`redesign-images/${fileName(url)}`)
      expect(stored).not.toBeNull()
      expect((await bytesOf(response)).equals(stored!)).toBe(true)
    }
    const download = await request(`/api/studio/redesigns/${id}/download?version=1`, owner)
    expect(download.status).toBe(200)
    expect(
      (await bytesOf(download)).equals(
        (await s3.readObject(`redesign-images/${fileName(output)}`))!,
      ),
    ).toBe(true)

    // Nobody else does: another customer, no session, the public Media route, a chosen prefix.
    for (const url of [input, output]) {
      expect([403, 404]).toContain((await request(url, stranger)).status)
      expect([403, 404]).toContain((await request(url)).status)
      // 403: no media document names it (Media's file access looks the name up).
      expect((await request(`/api/media/file/${fileName(url)}`)).status).toBe(403)
      expect((await request(`${url}?prefix=media`, owner)).status).toBe(404)
      expect(
        (await request(`/api/media/file/${fileName(url)}?prefix=redesign-images`)).status,
      ).toBe(404)
    }
    expect((await request(`/api/studio/redesigns/${id}/download?version=1`, stranger)).status).toBe(
      404,
    )
    // Nothing of it was written to the instance's disk.
    expect(filesUnder(path.join(root, 'data', 'private-images'))).toEqual([])
    expect(filesUnder(path.join(root, 'media'))).toEqual([])

    // Deleting the redesign removes its objects (Payload's delete, the adapter's removal).
    expect((await request(`/api/studio/redesigns/${id}`, owner, { method: 'DELETE' })).status).toBe(
      200,
    )
    const left = await s3.listKeys('redesign-images/')
    expect(left).not.toContain(`redesign-images/${fileName(output)}`)
    expect((await request(output, owner)).status).not.toBe(200)
  }, 180_000)

  it('writes a data export to the bucket under private-exports/ and lets only its owner download it', async () => {
    const owner = await customer('s3-exporter', 0)
    const stranger = await customer('s3-export-stranger', 0)
    const started = await request('/api/account/exports', owner, { method: 'POST' })
    expect(started.status).toBe(202)
    const ownerId = (await userByEmail(payload, emailOf(owner))).id
    const ready = await pollUntil(
      async () =>
        (
          await payload.find({
            collection: 'data-exports',
            where: { owner: { equals: ownerId } },
            overrideAccess: true,
          })
        ).docs[0],
      (found) => found?.status === 'ready' || found?.status === 'failed',
      { timeoutMs: 60_000, intervalMs: 500 },
    )
    expect(ready?.status).toBe('ready')
    const key = `private-exports/${ready!.fileName}`
    const stored = await s3.readObject(key)
    expect(stored).not.toBeNull()
    expect(filesUnder(path.join(root, 'data', 'private-exports'))).toEqual([])

    const route = `/api/account/exports/${ready!.id}/download`
    const download = await request(route, owner)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/zip')
    expect(download.headers.get('cache-control')).toMatch(/private/)
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="roomwise-my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    )
    expect((await bytesOf(download)).equals(stored!)).toBe(true)
    // Nobody else: another customer gets 404, a visitor is sent to sign in.
    expect((await request(route, stranger)).status).toBe(404)
    expect((await request(route)).status).toBe(303)
  }, 120_000)
})
