/** @jest-environment node */
import { Readable } from 'node:stream'

import { imageAttachment } from '@/lib/redesign/resultDownload'

/** A file of `parts` 1 MiB chunks that counts how many the reader has pulled. */
function countingFile(parts: number) {
  let pulled = 0
  const body = new Readable({
    read() {
      pulled += 1
      this.push(pulled <= parts ? Buffer.alloc(1024 * 1024, pulled) : null)
    },
  })
  return { body, pulled: () => pulled }
}

describe('imageAttachment', () => {
  it('answers a stored file without reading it whole first', async () => {
    const file = countingFile(32)
    const response = imageAttachment({
      body: file.body,
      bytes: 32 * 1024 * 1024,
      mimeType: 'image/jpeg',
      name: 'living-room-japandi-2026-11-27-x4.jpg',
    })
    await new Promise((resolve) => setImmediate(resolve))
    // Node's stream reads ahead a little; a buffered answer would have pulled all 32 chunks.
    expect(file.pulled()).toBeLessThan(4)
    expect(response.headers.get('content-length')).toBe(String(32 * 1024 * 1024))
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="living-room-japandi-2026-11-27-x4.jpg"',
    )
    const received = Buffer.from(await response.arrayBuffer())
    expect(received.length).toBe(32 * 1024 * 1024)
    expect(received[0]).toBe(1)
    expect(received.at(-1)).toBe(32)
  })

  it('leaves the length out when the store did not say it', () => {
    const response = imageAttachment({
      body: Readable.from([Buffer.from('jpeg')]),
      bytes: undefined,
      mimeType: 'image/png',
      name: 'a.png',
    })
    expect(response.headers.get('content-length')).toBeNull()
    expect(response.headers.get('content-type')).toBe('image/png')
  })
})
