import type { Payload } from 'payload'

import { postRedesign } from '../../e2e/support/studio'
import { pollUntil } from '../../support/pollUntil'
import { roomPhoto } from '../../support/roomPhoto'

/** A redesign `cookie`'s customer made through the studio API on the test server, once it has finished. */
export async function finishedRedesign(payload: Payload, cookie: string): Promise<number> {
  const photo = new Blob([new Uint8Array(await roomPhoto())], { type: 'image/jpeg' })
  const created = await postRedesign(cookie, photo)
  expect(created.status).toBe(201)
  const id = created.body.id!
  const done = await pollUntil(
    () => payload.findByID({ collection: 'redesigns', id, depth: 0, overrideAccess: true }),
    (redesign) => redesign.status === 'succeeded',
    { timeoutMs: 60_000 },
  )
  expect(done.status).toBe('succeeded')
  return id
}
