/**
 * A single process without REDIS_URL keeps Next's own page cache, which survives a restart on disk
 * (the build's prerendered pages, and every page re-rendered since) while the record of which
 * pages an editor's save expired does not. So a save no visitor saw before a restart, or any edit
 * made since the build, must still show on the first visit after the server starts again
 * (src/lib/pageCache/expirePagesFromBeforeStart.ts); after that visit the page is a cache hit.
 */
import type { Payload } from 'payload'

import { SEED_CONTEXT } from '@/lib/seed/seedHelpers'
import { bootPayload, closePayload } from '../support/payload'
import { pollUntil } from '../support/pollUntil'
import { visit as visitOn } from './support/pageVisit'
import { extraServer, type ExtraServer } from './support/extraServer'

let payload: Payload
let server: ExtraServer

beforeAll(async () => {
  payload = await bootPayload()
  server = await extraServer({})
  await server.start()
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await closePayload(payload)
}, 60_000)

/** Text as React writes it into HTML. */
const asHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')

const visit = (path: string) => visitOn(path, server.url)

describe('one process with its own page cache, restarted', () => {
  it('never serves a page cached before the start as fresh: an edit made meanwhile shows on the first visit', async () => {
    // An entry other tests leave alone: the middle one by slug (they take the first or last).
    const { docs } = await payload.find({
      collection: 'glossary',
      where: { _status: { equals: 'published' }, slug: { not_equals: 'rattan' } },
      depth: 0,
      limit: 0,
      sort: 'slug',
    })
    const entry = docs[Math.floor(docs.length / 2)]
    if (!entry) throw new Error('The seed has no published glossary entry.')
    const page = `/glossary/${entry.slug}`

    const cached = await pollUntil(
      () => visit(page),
      (seen) => seen.status === 200 && seen.cache === 'HIT',
      { timeoutMs: 30_000, intervalMs: 200 },
    )
    expect({ status: cached.status, cache: cached.cache }).toEqual({ status: 200, cache: 'HIT' })
    expect(cached.text).toContain(asHtml(entry.description))

    // Edited while the server is down: no running server hears of it (as after a deploy, or an
    // edit through another process), so only the start itself can stop the old copy.
    await server.stop()
    const description = `${entry.title}, edited while the site was down (${Date.now()}).`
    await payload.update({
      collection: 'glossary',
      id: entry.id,
      data: { description, _status: 'published' },
      context: SEED_CONTEXT,
    })
    await server.start()

    const first = await visit(page)
    expect({ status: first.status, showsEdit: first.text.includes(description) }).toEqual({
      status: 200,
      showsEdit: true,
    })
    expect(first.text).not.toContain(asHtml(entry.description))
    const again = await pollUntil(
      () => visit(page),
      (seen) => seen.cache === 'HIT',
      { timeoutMs: 30_000, intervalMs: 200 },
    )
    expect({ cache: again.cache, showsEdit: again.text.includes(description) }).toEqual({
      cache: 'HIT',
      showsEdit: true,
    })
  }, 180_000)
})
