/** @jest-environment node */
import { readBoundedBody } from '@/lib/http/routeBody'

const KB = 1024

/** A body produced on demand, as a client streams it; counts what the reader pulled. */
function streamedBody(chunkBytes: number, chunks: number, delayMs = 0) {
  let pulled = 0
  let cancelled = false
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (pulled >= chunks) return controller.close()
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
      pulled++
      controller.enqueue(new Uint8Array(chunkBytes).fill(97))
    },
    cancel() {
      cancelled = true
    },
  })
  return { stream, pulledBytes: () => pulled * chunkBytes, cancelled: () => cancelled }
}

const post = (body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) =>
  new Request('http://roomwise.test/api/x', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit)

describe('readBoundedBody', () => {
  it('returns a body within the limit, byte for byte', async () => {
    const body = streamedBody(10 * KB, 5)
    const result = await readBoundedBody(post(body.stream), { maxBytes: 64 * KB, timeoutMs: 5_000 })
    expect(result).toEqual({ ok: true, bytes: expect.any(Uint8Array) })
    if (result.ok) expect(result.bytes.byteLength).toBe(50 * KB)
  })

  it('stops a chunked body (no Content-Length) one chunk past the limit, however much the client would send', async () => {
    const body = streamedBody(16 * KB, 1_000_000) // 16 GB if read to the end
    const result = await readBoundedBody(post(body.stream), { maxBytes: 64 * KB, timeoutMs: 5_000 })
    expect(result).toEqual({ ok: false, problem: 'too-large' })
    const atRefusal = body.pulledBytes()
    expect(atRefusal).toBeLessThanOrEqual(64 * KB + 3 * 16 * KB) // the limit and the chunks around crossing it
    // At most 2 MB more is dropped (a small body is drained so the connection stays reusable), then
    // nothing; a moment later (time for the client to read the 413) the stream is cancelled.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const drained = body.pulledBytes()
    expect(drained).toBeLessThanOrEqual(atRefusal + 2 * 1024 * KB + 3 * 16 * KB)
    expect(body.cancelled()).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 1_300))
    expect({ pulled: body.pulledBytes(), cancelled: body.cancelled() }).toEqual({
      pulled: drained,
      cancelled: true,
    })
  }, 10_000)

  it('drops the rest of a small refused body, so the connection can carry the next request', async () => {
    const body = streamedBody(16 * KB, 20) // 320 KB: over the limit, under the drain
    const result = await readBoundedBody(post(body.stream), { maxBytes: 64 * KB, timeoutMs: 5_000 })
    expect(result).toEqual({ ok: false, problem: 'too-large' })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(body.pulledBytes()).toBe(320 * KB)
  })

  it('refuses a declared Content-Length over the limit before reading anything into memory', async () => {
    const body = streamedBody(16 * KB, 1_000)
    const result = await readBoundedBody(
      post(body.stream, { 'content-length': String(600 * 1024 * KB) }),
      { maxBytes: 64 * KB, timeoutMs: 5_000 },
    )
    expect(result).toEqual({ ok: false, problem: 'too-large' })
  })

  it('counts the bytes, not the declared length: a small Content-Length does not let more through', async () => {
    const body = streamedBody(16 * KB, 100)
    const result = await readBoundedBody(post(body.stream, { 'content-length': '10' }), {
      maxBytes: 64 * KB,
      timeoutMs: 5_000,
    })
    expect(result).toEqual({ ok: false, problem: 'too-large' })
  })

  it('gives up on a body dripping in slower than the timeout', async () => {
    const body = streamedBody(1, 1_000, 50) // one byte every 50 ms: 50 s in all
    const started = Date.now()
    const result = await readBoundedBody(post(body.stream), { maxBytes: 64 * KB, timeoutMs: 500 })
    expect(result).toEqual({ ok: false, problem: 'too-slow' })
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('reports a body the client broke off as unreadable', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(10))
        controller.error(new Error('socket hang up'))
      },
    })
    expect(await readBoundedBody(post(stream), { maxBytes: 64 * KB, timeoutMs: 5_000 })).toEqual({
      ok: false,
      problem: 'unreadable',
    })
  })

  it('reads an empty body as no bytes', async () => {
    const result = await readBoundedBody(post(''), { maxBytes: 64 * KB, timeoutMs: 5_000 })
    expect(result.ok && result.bytes.byteLength).toBe(0)
  })
})
