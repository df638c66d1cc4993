/** @jest-environment node */
import { jest } from '@jest/globals'
import Replicate from 'replicate'
import sharp from 'sharp'
import { createReplicateEngine } from '@/lib/redesign/engines/replicate/createReplicateEngine'
import type { ReplicateEngineOptions } from '@/lib/redesign/engines/replicate/createReplicateEngine'
import { parseProviderJobId } from '@/lib/replicate/providerJobId'
import { ProviderError } from '@/lib/replicate/providerError'
import type { EngineInput } from '@/lib/redesign/types'
import { rectangleMask, waitForEnd } from '../support/engineJobs'
import { noisyImage } from '../support/noisyImage'
import { startReplicateStandIn, type ReplicateStandIn } from '../support/replicateStandIn'

// Image work (sharp) and a local server per test; generous under a busy machine, never a timing assertion.
jest.setTimeout(30_000)

const KONTEXT = 'black-forest-labs/flux-kontext-pro'
const FILL = 'black-forest-labs/flux-fill-pro'
const ADIRIK = 'adirik/interior-design'

let standIn: ReplicateStandIn
beforeEach(async () => {
  standIn = await startReplicateStandIn()
})
afterEach(() => standIn.stop())

const engineWith = (options: Partial<ReplicateEngineOptions> = {}) =>
  createReplicateEngine({
    token: standIn.token,
    model: ADIRIK,
    baseUrl: standIn.url,
    sleep: async () => undefined,
    ...options,
  })

/** A grey room photo (the stand-in's "model" tints what it changes orange). */
const photo = (width = 640, height = 480) =>
  noisyImage(width, height, 24).tint({ r: 128, g: 128, b: 128 }).jpeg({ quality: 90 }).toBuffer()

async function request(mode: EngineInput['mode'], overrides: Partial<EngineInput> = {}) {
  return {
    mode,
    image: await photo(),
    imageMimeType: 'image/jpeg' as const,
    roomType: { id: 'living-room', label: 'Living room' },
    style: { slug: 'japandi', title: 'Japandi', palette: [], keywords: ['light oak'] },
    surface: {
      area: 'walls' as const,
      areaLabel: 'Walls',
      material: 'limewash paint',
      hex: '#A3B18A',
      colourName: 'Sage Green',
    },
    variants: 1,
    ...overrides,
  }
}

const size = async (image: Buffer | undefined) => {
  const { width, height } = await sharp(image!).metadata()
  return [width, height]
}

describe('each mode goes to its model with that model’s inputs', () => {
  it('stages an empty room on the interior-design model with a furnishing prompt', async () => {
    await engineWith().submit(await request('stage', { variants: 2 }), {})
    const received = standIn.received()
    expect(received.map((r) => r.model)).toEqual([ADIRIK, ADIRIK])
    expect(received[0]!.input.prompt).toMatch(/^A fully furnished Japandi style living room/)
    expect(received[0]!.input.negative_prompt).toContain('empty room')
  })

  it('stages with an instruction when staging is set to flux-kontext-pro', async () => {
    await engineWith({ models: { stage: KONTEXT } }).submit(await request('stage'), {})
    const [sent] = standIn.received(KONTEXT)
    expect(sent!.input.prompt).toMatch(/^Furnish this empty living room in the Japandi style/)
    expect(sent!.input.input_image).toMatch(/^data:image\/jpeg;base64,/)
  })

  it('declutters on flux-kontext-pro with an instruction to remove the furniture', async () => {
    const engine = engineWith()
    const { providerJobId } = await engine.submit(await request('declutter'), {})
    const [sent] = standIn.received()
    expect(sent!.model).toBe(KONTEXT)
    expect(sent!.input.prompt).toMatch(/Remove all furniture, decor and clutter/)
    expect(sent!.input.prompt).not.toContain('Japandi')
    expect(await size(sent!.file('input_image'))).toEqual([640, 480])
    expect((await waitForEnd(engine, providerJobId)).status).toBe('succeeded')
  })

  it('changes a surface on flux-kontext-pro naming the surface, the colour and its hex', async () => {
    await engineWith().submit(await request('surface'), {})
    const [sent] = standIn.received()
    expect(sent!.model).toBe(KONTEXT)
    expect(sent!.input.prompt).toMatch(
      /^Change only the walls of this living room to limewash paint in the colour Sage Green \(#A3B18A\), keep everything else\./,
    )
  })

  it('edits a painted area on flux-fill-pro with the image, the mask and a fill prompt', async () => {
    const engine = engineWith()
    const mask = await rectangleMask(640, 480, { left: 320, top: 0, width: 320, height: 480 })
    const { providerJobId } = await engine.submit(await request('area', { mask }), {})
    const [sent] = standIn.received()
    expect(sent!.model).toBe(FILL)
    expect(sent!.input).toMatchObject({ steps: 50, output_format: 'jpg', safety_tolerance: 2 })
    expect(sent!.input.prompt).toMatch(/^Japandi style living room interior, light oak, /)
    expect(sent!.input.mask).toMatch(/^data:image\/png;base64,/)
    expect(await size(sent!.file('mask'))).toEqual(await size(sent!.file('image')))

    const result = await waitForEnd(engine, providerJobId)
    const [image] = await engine.download(result.status === 'succeeded' ? result.outputUrls : [])
    // The stand-in's fill model tints only where the mask is white: the right half.
    const half = async (left: number) => {
      // stats() reads its input, not the pipeline's output, so the half is cut out first.
      const cut = await sharp(image!.data)
        .extract({ left, top: 0, width: 320, height: 480 })
        .toBuffer()
      const { channels } = await sharp(cut).stats()
      return channels[0]!.mean - channels[2]!.mean
    }
    expect(await half(320)).toBeGreaterThan(30)
    expect(Math.abs(await half(0))).toBeLessThan(5)
  })

  it('shrinks the mask with a large photo, so the model gets a mask the size of the image', async () => {
    const big = await photo(2048, 1536)
    expect(big.length).toBeGreaterThan(256 * 1024)
    const mask = await rectangleMask(2048, 1536, { left: 100, top: 100, width: 900, height: 700 })
    const engine = engineWith()
    const { providerJobId } = await engine.submit(await request('area', { image: big, mask }), {})
    const [sent] = standIn.received(FILL)
    const [width, height] = await size(sent!.file('image'))
    expect(width).toBeLessThan(2048)
    expect(await size(sent!.file('mask'))).toEqual([width, height])
    // Nearest-neighbour: still black and white only.
    const { channels } = await sharp(sent!.file('mask')!).stats()
    expect(channels[0]!.min).toBe(0)
    expect(channels[0]!.max).toBe(255)
    expect((await waitForEnd(engine, providerJobId)).status).toBe('succeeded')
  })
})

describe('what the engine refuses before paying for anything', () => {
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (reason: unknown) => reason,
    )
    expect(error).toBeInstanceOf(ProviderError)
    expect(standIn.requests).toHaveLength(0)
    return error as ProviderError
  }

  it('an area edit without a mask, or with a mask of another size than the photo', async () => {
    expect(await refusal(engineWith().submit(await request('area'), {}))).toMatchObject({
      code: 'invalid_input',
      message: 'The painted area is missing.',
    })
    const small = await rectangleMask(320, 240, { left: 0, top: 0, width: 10, height: 10 })
    expect(
      await refusal(engineWith().submit(await request('area', { mask: small }), {})),
    ).toMatchObject({
      code: 'invalid_input',
      message: 'The painted area is 320 × 240 pixels but the photo is 640 × 480.',
    })
    const text = Buffer.from('not an image at all')
    expect(
      await refusal(engineWith().submit(await request('area', { mask: text }), {})),
    ).toMatchObject({
      message: 'The painted area could not be read as an image.',
    })
  })

  it('a mode its configured model cannot do, saying why', async () => {
    const engine = engineWith({ models: { declutter: ADIRIK } })
    expect(await refusal(engine.submit(await request('declutter'), {}))).toMatchObject({
      code: 'config',
      message:
        '“Declutter” is not available here: the AI model set up for it can only restyle or stage an empty room.',
    })
  })

  it('a surface change without a surface', async () => {
    const error = await refusal(
      engineWith().submit(await request('surface', { surface: undefined }), {}),
    )
    expect(error.code).toBe('invalid_input')
  })
})

describe('running redesigns keep working', () => {
  it('checks and cancels a job started before modes with an engine that has per-mode models', async () => {
    standIn.setDefaults({ neverComplete: true })
    const before = createReplicateEngine({
      token: standIn.token,
      model: ADIRIK,
      baseUrl: standIn.url,
    })
    const { providerJobId } = await before.submit(await request('restyle', { variants: 2 }), {})
    expect(parseProviderJobId(providerJobId)).toHaveLength(2)
    const now = engineWith({ models: { stage: KONTEXT, area: FILL } })
    expect((await now.check(providerJobId)).status).toBe('processing')
    await now.cancel(providerJobId)
    expect(await now.check(providerJobId)).toEqual({ status: 'canceled' })
  })
})

describe('the stand-in refuses what the real flux-fill-pro refuses', () => {
  const client = () => new Replicate({ auth: standIn.token, baseUrl: standIn.url })
  let image: string
  let mask: string
  beforeEach(async () => {
    image = `data:image/jpeg;base64,${(await photo(64, 48)).toString('base64')}`
    mask = `data:image/png;base64,${(await rectangleMask(64, 48, { left: 0, top: 0, width: 8, height: 8 })).toString('base64')}`
  })
  const create = (input: Record<string, unknown>) =>
    client().predictions.create({ model: FILL, input })
  const refusedWith = async (input: Record<string, unknown>) => {
    const error = (await create(input).then(
      () => undefined,
      (reason: unknown) => reason,
    )) as Error | undefined
    expect(error?.message).toContain('status 422')
    return error!.message
  }

  it('accepts its published inputs', async () => {
    const prediction = await create({
      image,
      mask,
      prompt: 'a rug',
      steps: 1,
      guidance: 5,
      safety_tolerance: 6,
      output_format: 'png',
      outpaint: 'None',
      seed: 7,
      prompt_upsampling: true,
    })
    expect(prediction.status).toBe('starting')
  })

  it('refuses a missing mask, out-of-range numbers, unknown inputs and non-image files', async () => {
    expect(await refusedWith({ image, prompt: 'a rug' })).toContain('mask is required')
    expect(await refusedWith({ image, mask, guidance: 30 })).toContain('less than or equal to 5')
    expect(await refusedWith({ image, mask, steps: 0 })).toContain('greater than or equal to 1')
    expect(await refusedWith({ image, mask, safety_tolerance: 0 })).toContain(
      'greater than or equal to 1',
    )
    expect(await refusedWith({ image, mask, num_outputs: 2 })).toContain(
      'Additional property num_outputs is not allowed',
    )
    expect(await refusedWith({ image, mask, output_format: 'webp' })).toContain('output_format')
    expect(await refusedWith({ image, mask: 'data:text/plain;base64,aGVsbG8=' })).toContain(
      'mask must be jpeg, png, gif, or webp',
    )
    expect(await refusedWith({ mask, prompt: 'a rug' })).toContain('image is required')
    // An outpaint preset ignores the mask, so none is needed then.
    await expect(create({ image, outpaint: 'Zoom out 2x' })).resolves.toMatchObject({
      status: 'starting',
    })
  })

  it('fails a prediction whose mask is not the size of the image', async () => {
    const other = `data:image/png;base64,${(await rectangleMask(32, 32, { left: 0, top: 0, width: 8, height: 8 })).toString('base64')}`
    const { id } = await create({ image, mask: other })
    let prediction = standIn.prediction(id)!
    while (prediction.status === 'starting' || prediction.status === 'processing') {
      await new Promise((resolve) => setTimeout(resolve, 10))
      prediction = standIn.prediction(id)!
    }
    expect(prediction).toMatchObject({
      status: 'failed',
      error: 'Mask must have the same size as image',
    })
  })
})
