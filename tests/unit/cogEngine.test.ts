/** @jest-environment node */
import { jest } from '@jest/globals'
import sharp from 'sharp'

import { loadSettings } from '@/lib/env/loadSettings'
import { chooseEngine } from '@/lib/redesign/engines/chooseEngine'
import { createCogEngine } from '@/lib/redesign/engines/cog/createCogEngine'
import { imagesFromOutput } from '@/lib/redesign/engines/cog/cogPrediction'
import { isEngineFailure } from '@/lib/redesign/failureMessages'
import type { EngineInput } from '@/lib/redesign/types'
import { startCogStandIn, type CogStandIn } from '../support/cogStandIn'
import { noisyImage } from '../support/noisyImage'
import { VALID_PRODUCTION_SETTINGS } from '../support/productionSettings'

// Image work (sharp) and a local server per test; generous under a busy machine, never a timing assertion.
jest.setTimeout(30_000)

let standIn: CogStandIn
afterEach(() => standIn?.stop())

const engineAt = (url: string, overrides: { slots?: number; busyRetries?: number } = {}) =>
  createCogEngine({
    url,
    slots: 1,
    callTimeoutMs: 10_000,
    busyRetries: 3,
    retryBaseDelayMs: 5,
    maxDelayMs: 20,
    ...overrides,
  })

const request = async (overrides: Partial<EngineInput> = {}): Promise<EngineInput> => ({
  mode: 'restyle',
  image: await noisyImage(320, 240, 24).jpeg().toBuffer(),
  imageMimeType: 'image/jpeg',
  roomType: { id: 'living-room', label: 'Living room' },
  style: { slug: 'japandi', title: 'Japandi', palette: [], keywords: ['light oak'] },
  variants: 1,
  ...overrides,
})

const generate = async (url: string, runKey: string, overrides: Partial<EngineInput> = {}) =>
  engineAt(url).generate(await request(overrides), { runKey, deadline: Date.now() + 20_000 })

describe('the Cog engine', () => {
  it('draws each variant as one PUT /predictions/{id} named after the run, and decodes the data-URI outputs', async () => {
    standIn = await startCogStandIn()
    const outputs = await generate(standIn.url, 'redesign-7-abc', { variants: 2 })
    expect(outputs).toHaveLength(2)
    expect((await sharp(outputs[0]!.data).metadata()).format).toBe('png')
    expect(standIn.puts).toEqual([
      { id: 'redesign-7-abc-v1', status: 200 },
      { id: 'redesign-7-abc-v2', status: 200 },
    ])
    expect(standIn.peakRunning()).toBe(1)
  })

  it('never has more predictions in flight than the server has slots', async () => {
    standIn = await startCogStandIn({ slots: 2 })
    const engine = engineAt(standIn.url, { slots: 2 })
    await engine.generate(await request({ variants: 4 }), {
      runKey: 'many',
      deadline: Date.now() + 20_000,
    })
    expect(standIn.peakRunning()).toBe(2)
    expect(standIn.puts.every((put) => put.status === 200)).toBe(true)
  })

  it('waits for a prediction of the same id still in flight (202), then gets a result', async () => {
    standIn = await startCogStandIn()
    standIn.hold()
    // An earlier worker's request, still running on the server.
    const input = { image: 'data:image/png;base64,AA==', prompt: 'a room' }
    await fetch(`${standIn.url}/predictions/again-v1`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', prefer: 'respond-async' },
      body: JSON.stringify({ input }),
    })
    const run = generate(standIn.url, 'again')
    while (!standIn.puts.some((put) => put.status === 202))
      await new Promise((resolve) => setTimeout(resolve, 10))
    standIn.release()
    expect(await run).toHaveLength(1)
    expect(standIn.puts.map((put) => put.status)).toContain(202)
    expect(new Set(standIn.puts.map((put) => put.id))).toEqual(new Set(['again-v1']))
  })

  it('ends as "took too long" when the deadline passes while the server stays busy', async () => {
    standIn = await startCogStandIn()
    await standIn.occupySlots(1)
    const engine = engineAt(standIn.url, { busyRetries: 1000 })
    const failure = await engine
      .generate(await request(), {
        runKey: 'late',
        deadline: Date.now() + 300,
        signal: AbortSignal.timeout(300),
      })
      .catch((error: unknown) => error)
    expect(isEngineFailure(failure) && failure.customerMessage).toMatch(/took too long/)
    expect(standIn.puts.every((put) => put.status === 409)).toBe(true)
    standIn.release()
  })

  it('refuses modes the interior-design predictor cannot do, before calling the server', async () => {
    standIn = await startCogStandIn()
    const failure = await generate(standIn.url, 'declutter', { mode: 'declutter' }).catch(
      (error: unknown) => error,
    )
    expect(isEngineFailure(failure) && failure.customerMessage).toMatch(/not available here/)
    expect(standIn.puts).toEqual([])
  })
})

describe('the Cog stand-in speaks like Cog', () => {
  it('refuses unknown and out-of-range inputs with 422 detail, and answers 409 when full', async () => {
    standIn = await startCogStandIn()
    const put = (id: string, input: object) =>
      fetch(`${standIn.url}/predictions/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ input }),
      })
    const image = 'data:image/png;base64,AA=='
    const unknown = await put('a', { image, prompt: 'room', strength: 0.5 })
    expect(unknown.status).toBe(422)
    expect(await unknown.json()).toMatchObject({ detail: [{ loc: ['body', 'input', 'strength'] }] })
    expect((await put('b', { image, prompt: 'room', guidance_scale: 99 })).status).toBe(422)
    await standIn.occupySlots(1)
    const busy = await put('c', { image, prompt: 'room' })
    expect(busy.status).toBe(409)
    expect(await busy.json()).toEqual({
      error: 'At capacity - all prediction slots busy',
      status: 'failed',
    })
    const health = await fetch(`${standIn.url}/health-check`)
    expect(await health.json()).toMatchObject({ status: 'BUSY' })
    standIn.release()
  })
})

describe('choosing the Cog engine by settings', () => {
  const localSecrets = () => ({ payloadSecret: 'p'.repeat(64), authSecret: 'a'.repeat(64) })

  it('needs COG_URL with REDESIGN_ENGINE=cog', () => {
    const result = loadSettings({ REDESIGN_ENGINE: 'cog' }, { localSecrets })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.problems).toEqual([expect.stringMatching(/^COG_URL is missing/)])
  })

  it('chooses the Cog engine, with its slots, timeout and retries', () => {
    const result = loadSettings(
      { REDESIGN_ENGINE: 'cog', COG_URL: 'http://gpu-1:5000', COG_SLOTS: '2' },
      { localSecrets },
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.settings.cog).toEqual({
      url: 'http://gpu-1:5000',
      slots: 2,
      callTimeoutMs: 240_000,
      busyRetries: 6,
    })
    expect(chooseEngine(result.settings).name).toBe('cog')
  })

  it('keeps the offline preview when REDESIGN_ENGINE=offline, even with a Replicate token', () => {
    const result = loadSettings(
      { REDESIGN_ENGINE: 'offline', REPLICATE_API_TOKEN: 'r8_x' },
      { localSecrets },
    )
    expect(result.ok && chooseEngine(result.settings).name).toBe('offline')
  })

  it('needs no Replicate token in production when the Cog server draws redesigns', () => {
    const production = { NODE_ENV: 'production', ...VALID_PRODUCTION_SETTINGS }
    const withoutToken = { ...production, REPLICATE_API_TOKEN: undefined }
    expect(loadSettings(withoutToken, { localSecrets }).ok).toBe(false)
    const cog = { ...withoutToken, REDESIGN_ENGINE: 'cog', COG_URL: 'https://gpu.internal:5000' }
    const result = loadSettings(cog, { localSecrets })
    expect(result.ok && chooseEngine(result.settings).name).toBe('cog')
  })

  it('rejects an unknown engine name', () => {
    const result = loadSettings({ REDESIGN_ENGINE: 'gpu' }, { localSecrets })
    expect(result.ok).toBe(false)
  })
})

describe('data-URI outputs', () => {
  it('reads one image or a list, and refuses a URL (a server started with --upload-url)', () => {
    const png = `data:image/png;base64,${Buffer.from('x').toString('base64')}`
    expect(imagesFromOutput(png)).toEqual([{ mimeType: 'image/png', data: Buffer.from('x') }])
    expect(imagesFromOutput([png, png])).toHaveLength(2)
    expect(() => imagesFromOutput('https://cdn.example/out.png')).toThrow(/data URI/)
  })
})
