/** @jest-environment node */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { jest } from '@jest/globals'
import sharp from 'sharp'
import { createReplicateEngine } from '@/lib/redesign/engines/replicate/createReplicateEngine'
import type { ReplicateEngineOptions } from '@/lib/redesign/engines/replicate/createReplicateEngine'
import { ADIRIK_INTERIOR_DESIGN_VERSION } from '@/lib/redesign/engines/replicate/modelRegistry'
import { parseProviderJobId } from '@/lib/replicate/providerJobId'
import { ProviderError } from '@/lib/replicate/providerError'
import { parseReplicateWebhookPayload, verifyReplicateWebhook } from '@/lib/replicate/webhooks'
import type { EngineInput } from '@/lib/redesign/types'
import { waitForEnd } from '../support/engineJobs'
import { noisyImage } from '../support/noisyImage'
import { startReplicateStandIn, type ReplicateStandIn } from '../support/replicateStandIn'

// Image work (sharp) and a local server per test; generous under a busy machine, never a timing assertion.
jest.setTimeout(30_000)

let standIn: ReplicateStandIn
let waits: number[]

beforeEach(async () => {
  standIn = await startReplicateStandIn()
  waits = []
})
afterEach(() => standIn.stop())

function engineFor(overrides: Partial<ReplicateEngineOptions> = {}) {
  return createReplicateEngine({
    token: standIn.token,
    model: 'adirik/interior-design',
    baseUrl: standIn.url,
    // Waits between retries are recorded instead of slept, so tests stay fast and can check the policy.
    sleep: async (ms) => void waits.push(ms),
    ...overrides,
  })
}

/** A bluish room photo; the stand-in's "model" tints results orange. */
async function photo(width = 640, height = 480): Promise<Buffer> {
  return noisyImage(width, height, 24)
    .tint({ r: 60, g: 110, b: 220 })
    .jpeg({ quality: 90 })
    .toBuffer()
}

async function input(overrides: Partial<EngineInput> = {}): Promise<EngineInput> {
  return {
    mode: 'restyle',
    image: await photo(),
    imageMimeType: 'image/jpeg',
    roomType: { id: 'living-room', label: 'Living room' },
    style: { slug: 'japandi', title: 'Japandi', palette: [], keywords: ['light oak', 'linen'] },
    notes: 'keep the piano',
    variants: 1,
    ...overrides,
  }
}

async function rejection(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ProviderError)
  return error as ProviderError
}

const warmth = async (image: Buffer) => {
  const { channels } = await sharp(image).stats()
  return channels[0]!.mean - channels[2]!.mean
}

const requestsTo = (method: string, path: RegExp) =>
  standIn.requests.filter((r) => r.method === method && path.test(r.path))

describe('Replicate engine against the stand-in', () => {
  it('submits one prediction per variant, polls them to success and downloads the redesigned images', async () => {
    const engine = engineFor()
    const source = await input({ variants: 2 })
    const { providerJobId } = await engine.submit(source, {})
    const ids = parseProviderJobId(providerJobId)
    expect(ids).toHaveLength(2)

    const created = requestsTo('POST', /^\/v1\/predictions$/)
    expect(created).toHaveLength(2)
    const body = created[0]!.body as { version: string; input: Record<string, unknown> }
    expect(body.version).toBe(ADIRIK_INTERIOR_DESIGN_VERSION)
    expect(body.input.prompt).toContain('Japandi style living room')
    expect(body.input.prompt).toContain('keep the piano')
    expect(body.input.image).toMatch(/^data:image\/jpeg;base64,/)
    expect(JSON.stringify(created.map((r) => r.body))).not.toContain(standIn.token)

    const result = await waitForEnd(engine, providerJobId)
    expect(result.status).toBe('succeeded')
    const urls = result.status === 'succeeded' ? result.outputUrls : []
    expect(urls).toHaveLength(2)

    const images = await engine.download(urls)
    expect(images).toHaveLength(2)
    for (const image of images) {
      expect(image.mimeType).toBe('image/png')
      expect((await sharp(image.data).metadata()).width).toBe(640)
      // The source is blue, the results warm: these are the model's outputs, not the photo echoed back.
      expect(await warmth(image.data)).toBeGreaterThan(0)
    }
    expect(await warmth(source.image)).toBeLessThan(0)
  })

  it('shrinks a large photo so the data URI stays within Replicate’s documented 256 kB', async () => {
    const big = await photo(2048, 1536)
    expect(big.length).toBeGreaterThan(256 * 1024)
    await engineFor().submit(await input({ image: big }), {})
    const sent = (
      requestsTo('POST', /^\/v1\/predictions$/)[0]!.body as { input: { image: string } }
    ).input.image
    const bytes = Buffer.from(sent.split(',')[1]!, 'base64')
    expect(bytes.length).toBeLessThanOrEqual(256 * 1024)
    const { width, format } = await sharp(bytes).metadata()
    expect(format).toBe('jpeg')
    expect(width).toBeLessThan(2048)
  })

  it('runs flux-kontext-pro through the official model endpoint with its own inputs', async () => {
    const engine = engineFor({ model: 'black-forest-labs/flux-kontext-pro' })
    const { providerJobId } = await engine.submit(await input(), {})
    const [request] = requestsTo(
      'POST',
      /^\/v1\/models\/black-forest-labs\/flux-kontext-pro\/predictions$/,
    )
    const sent = (request!.body as { input: Record<string, unknown> }).input
    expect(sent).toMatchObject({
      aspect_ratio: 'match_input_image',
      output_format: 'jpg',
      safety_tolerance: 2,
    })
    expect(sent.input_image).toMatch(/^data:image\/jpeg;base64,/)
    expect(sent.prompt).toContain('Redesign this living room in the Japandi interior style')

    const result = await waitForEnd(engine, providerJobId)
    const [image] = await engine.download(result.status === 'succeeded' ? result.outputUrls : [])
    expect(image!.mimeType).toBe('image/jpeg')
  })

  it('reports a failed prediction with the model’s own error', async () => {
    standIn.scriptNextPredictions({
      failWith: 'NSFW content detected. Please try again with a different image.',
    })
    const engine = engineFor()
    const { providerJobId } = await engine.submit(await input(), {})
    expect(await waitForEnd(engine, providerJobId)).toEqual({
      status: 'failed',
      error: 'NSFW content detected. Please try again with a different image.',
    })
  })

  it('delivers the images that worked when one of several variants fails', async () => {
    standIn.scriptNextPredictions({}, { failWith: 'CUDA out of memory' }, {})
    const engine = engineFor()
    const { providerJobId } = await engine.submit(await input({ variants: 3 }), {})
    const result = await waitForEnd(engine, providerJobId)
    expect(result.status === 'succeeded' && result.outputUrls).toHaveLength(2)
  })

  it('retries a throttled check after the Retry-After the server asked for, then succeeds', async () => {
    const engine = engineFor()
    const { providerJobId } = await engine.submit(await input(), {})
    const [id] = parseProviderJobId(providerJobId)
    while (standIn.prediction(id!)?.status !== 'succeeded')
      await new Promise((resolve) => setTimeout(resolve, 10))
    standIn.failNextRequests(2, { status: 429, retryAfterSeconds: 2 }, { method: 'GET' })

    expect((await engine.check(providerJobId)).status).toBe('succeeded')
    expect(requestsTo('GET', new RegExp(`/v1/predictions/${id}$`)).map((r) => r.status)).toEqual([
      429, 429, 200,
    ])
    expect(waits).toEqual([2000, 2000])
  })

  it('caps a long Retry-After and surfaces rate limiting once the retries are spent', async () => {
    const engine = engineFor({ maxRetries: 1, maxRetryDelayMs: 5_000 })
    standIn.failNextRequests(10, { status: 429, retryAfterSeconds: 120 })
    const error = await rejection(engine.submit(await input(), {}))
    expect(error).toMatchObject({
      code: 'rate_limited',
      retryable: true,
      status: 429,
      retryAfterMs: 120_000,
    })
    expect(waits).toEqual([5_000])
    // The client's own retry loop re-calls fetch up to six times; none of those reach the server.
    expect(requestsTo('POST', /^\/v1\/predictions$/)).toHaveLength(2)
  })

  it('gives up on a persistent 500 after the bounded retries, with backoff between attempts', async () => {
    const engine = engineFor({ maxRetries: 3 })
    const { providerJobId } = await engine.submit(await input(), {})
    standIn.failNextRequests(100, { status: 500 }, { method: 'GET' })

    const error = await rejection(engine.check(providerJobId))
    expect(error).toMatchObject({ code: 'unavailable', retryable: true, status: 500 })
    expect(error.message).toBe('Replicate is unavailable (HTTP 500) while checking the prediction.')
    expect(requestsTo('GET', /^\/v1\/predictions\//)).toHaveLength(4)
    expect(waits).toHaveLength(3)
    // Exponential windows of 500, 1000 and 2000 ms, each at least half used.
    expect(waits[0]).toBeGreaterThanOrEqual(250)
    expect(waits[2]).toBeGreaterThanOrEqual(1000)
    expect(waits[2]).toBeLessThanOrEqual(2000)
  })

  it('does not repeat a prediction create after a 500, which may already have started paid work', async () => {
    standIn.failNextRequests(1, { status: 500 }, { method: 'POST' })
    const error = await rejection(engineFor().submit(await input(), {}))
    expect(error.code).toBe('unavailable')
    expect(requestsTo('POST', /^\/v1\/predictions$/)).toHaveLength(1)
  })

  it('retries a create refused with 429 and starts the prediction', async () => {
    standIn.failNextRequests(1, { status: 429, retryAfterSeconds: 1 }, { method: 'POST' })
    const { providerJobId } = await engineFor().submit(await input(), {})
    expect(parseProviderJobId(providerJobId)).toHaveLength(1)
    expect(standIn.predictions()).toHaveLength(1)
  })

  it('cancels every prediction of a job', async () => {
    standIn.setDefaults({ neverComplete: true })
    const engine = engineFor()
    const { providerJobId } = await engine.submit(await input({ variants: 2 }), {})
    expect((await engine.check(providerJobId)).status).toBe('processing')

    await engine.cancel(providerJobId)
    expect(await engine.check(providerJobId)).toEqual({ status: 'canceled' })
    expect(standIn.predictions().map((p) => p.status)).toEqual(['canceled', 'canceled'])
    // Canceling again is harmless.
    await expect(engine.cancel(providerJobId)).resolves.toBeUndefined()
  })

  it('says clearly that the token was rejected, without ever showing it', async () => {
    const token = 'r8_wrongTOKENwrongTOKENwrong'
    const error = await rejection(engineFor({ token }).submit(await input(), {}))
    expect(error).toMatchObject({ code: 'unauthorized', status: 401, retryable: false })
    expect(error.message).toMatch(/rejected the API token/)
    expect(`${error.message} ${JSON.stringify(error)} ${String(error.stack)}`).not.toContain(token)
    expect(standIn.requests).toHaveLength(1)
  })

  it('bounds a hung request with the per-request timeout and its retries', async () => {
    const engine = engineFor({ requestTimeoutMs: 200, maxRetries: 1 })
    const { providerJobId } = await engine.submit(await input(), {})
    standIn.hangNextRequests(10, { method: 'GET' })

    const error = await rejection(engine.check(providerJobId))
    expect(error).toMatchObject({ code: 'timeout', retryable: true })
    expect(error.message).toBe(
      'Replicate did not answer within 0.2 s while checking the prediction.',
    )
    expect(requestsTo('GET', /^\/v1\/predictions\//)).toHaveLength(2)
  })

  it('retries when Replicate cannot be reached at all, then says so', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))

    const error = await rejection(
      engineFor({ baseUrl: `http://127.0.0.1:${port}/v1` }).submit(await input(), {}),
    )
    expect(error).toMatchObject({ code: 'network', retryable: true })
    expect(error.message).toBe(
      'Could not reach Replicate while creating the prediction (ECONNREFUSED).',
    )
    // A refused connection never delivered the create, so it is safe to try again: 3 retries, 3 waits.
    expect(waits).toHaveLength(3)
  })

  it('passes on Replicate’s explanation when it rejects the request', async () => {
    const unknownVersion = 'adirik/interior-design:' + 'f'.repeat(64)
    const error = await rejection(engineFor({ model: unknownVersion }).submit(await input(), {}))
    expect(error).toMatchObject({ code: 'invalid_input', status: 422, retryable: false })
    expect(error.message).toContain('The specified version does not exist')
  })

  it('gets a signed completion webhook that verifies with the account secret, and redeliveries keep their id', async () => {
    const received: { headers: IncomingHttpHeaders; rawBody: Buffer }[] = []
    const receiver: Server = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        received.push({ headers: req.headers, rawBody: Buffer.concat(chunks) })
        res.writeHead(204).end()
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    try {
      const engine = engineFor()
      const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/replicate/webhook?redesign=42`
      const { providerJobId } = await engine.submit(await input(), { webhookUrl })
      const [id] = parseProviderJobId(providerJobId)
      expect(standIn.prediction(id!)).toMatchObject({
        webhook: webhookUrl,
        webhook_events_filter: ['completed'],
      })

      await standIn.waitForWebhookDeliveries(1)
      const secret = await engine.getWebhookSecret()
      expect(secret).toBe(standIn.webhookSecret)
      const first = verifyReplicateWebhook({
        headers: received[0]!.headers,
        rawBody: received[0]!.rawBody,
        secret,
      })
      expect(first.ok).toBe(true)
      expect(parseReplicateWebhookPayload(received[0]!.rawBody)).toEqual({
        predictionId: id,
        status: 'succeeded',
      })
      expect((await engine.check(providerJobId)).status).toBe('succeeded')

      await standIn.redeliverWebhook(id!)
      const second = verifyReplicateWebhook({
        headers: received[1]!.headers,
        rawBody: received[1]!.rawBody,
        secret,
      })
      expect(second.ok && first.ok && second.webhookId === first.webhookId).toBe(true)
      expect(
        verifyReplicateWebhook({
          headers: received[0]!.headers,
          rawBody: received[0]!.rawBody,
          secret: `whsec_${Buffer.from('x'.repeat(24)).toString('base64')}`,
        }).ok,
      ).toBe(false)
    } finally {
      await new Promise((resolve) => receiver.close(resolve))
    }
  })

  it('refuses downloads that are not images, are too large or have expired', async () => {
    const engine = engineFor({ maxOutputBytes: 50_000 })
    const html = standIn.putFile('page.html', '<html>not an image</html>', 'text/html')
    const big = standIn.putFile(
      'big.png',
      await sharp(await photo(1200, 900))
        .png()
        .toBuffer(),
      'image/png',
    )
    const lying = standIn.putFile('fake.png', 'GIF89a not really', 'image/png')
    const gone = `${standIn.origin}/files/expired/out-0.png`

    expect(await rejection(engine.download([html]))).toMatchObject({ code: 'bad_output' })
    expect((await rejection(engine.download([big]))).message).toMatch(/larger than/)
    expect((await rejection(engine.download([lying]))).message).toMatch(/not a JPEG, PNG or WebP/)
    expect(await rejection(engine.download([gone]))).toMatchObject({ code: 'not_found' })
    expect(await rejection(engine.download(['file:///etc/passwd']))).toMatchObject({
      code: 'bad_output',
    })
  })

  it('refuses an unsupported model, bad settings and a malformed job id', async () => {
    expect(() => engineFor({ model: 'stability-ai/sdxl' })).toThrow(/Unsupported Replicate model/)
    expect(() => engineFor({ token: '  ' })).toThrow(/token is empty/)
    expect(() => engineFor({ baseUrl: 'ftp://example.test' })).toThrow(
      /baseUrl: must be an http\(s\) URL/,
    )
    expect(() => engineFor({ baseUrl: 'not a url' })).toThrow(ProviderError)
    await expect(
      engineFor().submit(await input({ image: Buffer.alloc(300_000, 7) }), {}),
    ).rejects.toMatchObject({
      code: 'invalid_input',
      message: 'The room photo could not be read as an image.',
    })
    await expect(engineFor().check('../../v1/account')).rejects.toMatchObject({
      code: 'invalid_job_id',
    })
    await expect(engineFor().submit(await input({ variants: 5 }), {})).rejects.toMatchObject({
      code: 'invalid_input',
    })
    expect(standIn.requests).toHaveLength(0)
  })
})
