/**
 * Issue 13, shared page cache: two `next start` instances of the same build, on the same database,
 * sharing one Redis (Debian's redis-server, tests/support/redisStandIn.ts). A page cached by one
 * is served from the cache by the other; an editor's save through instance A reaches instance B
 * within 5 s; with Redis killed, both still serve pages (from their own memory) and say so once.
 */
import fs from 'node:fs'
import { join } from 'node:path'

import { createClient } from 'redis'

import type { Glossary } from '@/payload-types'
import { sharedPayload } from '../support/payload'
import { pollUntil } from '../support/pollUntil'
import { type RedisStandIn } from '../support/redisStandIn'
import { type ExtraServer } from './support/extraServer'
import { restWrite, visit } from './support/pageVisit'
import { startRedisPair, stopRedisPair } from './support/redisPair'
import { localSessionCookie, newPerson } from './support/signIn'

const MUST_SHOW_WITHIN_MS = 5_000

const payload = sharedPayload()
let redis: RedisStandIn
let a: ExtraServer
let b: ExtraServer

beforeAll(async () => {
  ;({ redis, a, b } = await startRedisPair())
}, 240_000)

afterAll(() => stopRedisPair({ redis, a, b }), 60_000)

/** A published entry other tests do not edit (rattan: editorPublishes; cacheFreshness sorts by title). */
async function anEntry(): Promise<Glossary> {
  const { docs } = await payload().find({
    collection: 'glossary',
    where: { _status: { equals: 'published' }, slug: { not_equals: 'rattan' } },
    depth: 0,
    limit: 1,
    sort: '-title',
  })
  if (!docs[0]) throw new Error('The seed has no published glossary entry.')
  return docs[0]
}

describe('two web instances share one page cache through Redis', () => {
  it('a page cached by A is a cache hit on B; an editor publishes on A and B serves the new text within 5 s', async () => {
    const entry = await anEntry()
    const page = `/glossary/${entry.slug}`

    // A renders the page and files it in Redis; B has never rendered it and finds it there.
    const onA = await pollUntil(
      () => visit(page, a.url),
      (seen) => seen.status === 200 && seen.cache === 'HIT',
      { timeoutMs: 30_000, intervalMs: 200 },
    )
    expect({ status: onA.status, cache: onA.cache }).toEqual({ status: 200, cache: 'HIT' })
    expect(onA.text).toContain(entry.description)
    const firstOnB = await visit(page, b.url)
    expect({ status: firstOnB.status, cache: firstOnB.cache }).toEqual({
      status: 200,
      cache: 'HIT',
    })
    expect(firstOnB.text).toContain(entry.description)

    // Every key carries this build's id, so another release's instances never read these pages.
    const buildId = fs.readFileSync(join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim()
    const client = createClient({ url: redis.url })
    await client.connect()
    try {
      const keys = await client.keys('*')
      expect(keys.length).toBeGreaterThan(0)
      const pageCacheKeys = keys.filter((key) => key.startsWith('roomwise:page-cache:'))
      expect(pageCacheKeys.length).toBeGreaterThan(0)
      expect(
        pageCacheKeys.filter((key) => !key.startsWith(`roomwise:page-cache:${buildId}:`)),
      ).toEqual([])
    } finally {
      await client.quit()
    }

    const description = `${entry.title} retold through instance A (${Date.now()}).`
    const cookie = await localSessionCookie(newPerson('editor'), a.url)
    const edit = { description, _status: 'published' }
    await restWrite(cookie, 'PATCH', `/api/glossary/${entry.id}`, edit, a.url)
    const savedAt = Date.now()

    const onB = await pollUntil(
      () => visit(page, b.url),
      (seen) => seen.text.includes(description),
      { timeoutMs: Math.max(0, savedAt + MUST_SHOW_WITHIN_MS - Date.now()), intervalMs: 200 },
    )
    expect({ server: 'B', shows: onB.text.includes(description) }).toEqual({
      server: 'B',
      shows: true,
    })
    expect(onB.text).not.toContain(entry.description)
    expect((await visit(page, a.url)).text).toContain(description)
  }, 120_000)

  it('with Redis killed, both instances still serve pages and each says so once', async () => {
    const pages = ['/', '/glossary', '/blog']
    for (const server of [a, b]) for (const path of pages) await visit(path, server.url)
    const logBefore = new Map([a, b].map((server) => [server, server.log().length]))
    await redis.kill()

    for (let round = 0; round < 3; round++) {
      for (const server of [a, b]) {
        for (const path of pages) {
          const seen = await visit(path, server.url)
          expect({ server: server.url, path, status: seen.status }).toEqual({
            server: server.url,
            path,
            status: 200,
          })
          expect(seen.text).toContain('</html>')
        }
      }
    }
    for (const server of [a, b]) {
      const redisLines = server
        .log()
        .slice(logBefore.get(server))
        .split('\n')
        .filter((line) => /redis|page cache/i.test(line))
      const warnings = redisLines.filter((line) => line.includes('is out of reach'))
      expect({ server: server.url, warnings: warnings.length, redisLines }).toEqual({
        server: server.url,
        warnings: 1,
        redisLines,
      })
    }
  }, 120_000)
})
