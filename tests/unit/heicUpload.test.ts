/** @jest-environment node */
import sharp from 'sharp'

import { decodeHeic } from '@/lib/uploads/heic/decodeHeic'
import { processUpload } from '@/lib/uploads/processUpload'
import { UploadError } from '@/lib/uploads/UploadError'

import { heicFixture, truncated, vvcCoded, withImageSize } from '../support/heicFixtures'
import { hevcHeic } from '../support/imageContainers'

/**
 * HEIC from any browser (issue 15): the prebuilt sharp reads a HEIC's header but has no HEVC
 * decoder, so the pipeline decodes it with libheif in a worker and finishes it as any photo.
 * The fixtures carry a red block in the upright photo's top-left corner.
 */
async function topLeftIsRed(jpeg: Buffer): Promise<boolean> {
  const [red, green, blue] = await sharp(jpeg)
    .extract({ left: 10, top: 10, width: 1, height: 1 })
    .raw()
    .toBuffer()
  return red > 200 && green < 60 && blue < 60
}

async function refusal(work: Promise<unknown>): Promise<UploadError> {
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (error instanceof UploadError) return error
  throw new Error(`expected a refusal, got ${String(error)}`)
}

describe('processUpload: real HEIC photos sharp cannot decode', () => {
  it('the prebuilt sharp here reads the header but cannot decode HEVC (why libheif is needed)', async () => {
    const file = heicFixture('room.heic')
    expect(await sharp(file).metadata()).toMatchObject({ format: 'heif', compression: 'hevc' })
    await expect(sharp(file).toBuffer()).rejects.toThrow()
  })

  it('turns a HEIC into an upright, metadata-free sRGB JPEG', async () => {
    const result = await processUpload(heicFixture('room.heic'))
    expect(result).toMatchObject({
      sourceType: 'heic',
      mimeType: 'image/jpeg',
      width: 1200,
      height: 900,
    })
    const meta = await sharp(result.data).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', space: 'srgb', width: 1200, height: 900 })
    expect([meta.exif, meta.xmp, meta.icc, meta.iptc]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ])
    expect(await topLeftIsRed(result.data)).toBe(true)
  }, 60_000)

  it('an iPhone-like portrait (sideways pixels, irot and EXIF orientation 6, GPS) comes out upright once, without GPS', async () => {
    const file = heicFixture('iphone-portrait-gps.heic')
    // The fixture is what an iPhone writes: EXIF with an orientation and a position, and irot.
    expect(file.includes('irot', 0, 'latin1')).toBe(true)
    const exif = (await sharp(file).metadata()).exif
    expect(exif?.includes('Apple', 0, 'latin1')).toBe(true)

    const result = await processUpload(file)
    // Portrait: irot applied by libheif, the EXIF orientation not applied a second time.
    expect(result).toMatchObject({
      width: 900,
      height: 1200,
      uprightWidth: 900,
      uprightHeight: 1200,
    })
    expect(await topLeftIsRed(result.data)).toBe(true)
    const meta = await sharp(result.data).metadata()
    expect(meta.exif).toBeUndefined()
    expect(result.data.includes('Apple', 0, 'latin1')).toBe(false)
    expect(result.data.includes('GPS', 0, 'latin1')).toBe(false)
  }, 60_000)

  it('a 12-megapixel HEIC is stored at the usual size (long side 2048)', async () => {
    const result = await processUpload(heicFixture('bench-12mp.heic'))
    expect(result).toMatchObject({
      width: 2048,
      height: 1536,
      uprightWidth: 4000,
      uprightHeight: 3000,
    })
  }, 120_000)
})

describe('processUpload: HEIC files it refuses, with a message and no 500', () => {
  it.each([
    ['cut off part-way', () => truncated(heicFixture('room.heic'))],
    ['holding no real HEVC data', () => hevcHeic(1200, 900)],
  ])(
    'a HEIC %s is damaged (422)',
    async (_name, file) => {
      const error = await refusal(processUpload(file()))
      expect({ code: error.code, status: error.status }).toEqual({ code: 'damaged', status: 422 })
      expect(error.message).toMatch(/damaged or incomplete/)
    },
    60_000,
  )

  it('a HEIC coded with a codec nothing here decodes is a 415 saying how to get a readable photo', async () => {
    const error = await refusal(processUpload(vvcCoded(heicFixture('room.heic'))))
    expect({ code: error.code, status: error.status }).toEqual({
      code: 'heic_unsupported',
      status: 415,
    })
    expect(error.message).toMatch(/HEIC.*Convert it to JPEG.*"Most Compatible"/)
    expect(error.message).not.toMatch(/libheif|vvc|plugin/i)
  }, 60_000)

  it('a HEIC whose header claims 16000 × 16000 pixels is refused before decoding', async () => {
    const error = await refusal(
      processUpload(withImageSize(heicFixture('room.heic'), 16000, 16000)),
    )
    expect({ code: error.code, status: error.status }).toEqual({
      code: 'too_many_pixels',
      status: 422,
    })
    expect(error.message).toMatch(/16000 × 16000/)
  })
})

describe('decodeHeic: the libheif worker', () => {
  it('reads the size from the image handle and refuses a huge one without decoding it', async () => {
    const error = await refusal(decodeHeic(withImageSize(heicFixture('room.heic'), 16000, 16000)))
    expect(error.code).toBe('too_many_pixels')
    expect(error.message).toMatch(/16000 × 16000/)
  }, 60_000)

  it('ends a decode that takes longer than its time bound', async () => {
    const error = await refusal(decodeHeic(heicFixture('bench-12mp.heic'), { maxSeconds: 0.001 }))
    expect({ code: error.code, status: error.status }).toEqual({ code: 'timed_out', status: 422 })
    expect(error.message).toMatch(/took too long.*Convert it to JPEG/)
  })

  it('decodes off the main thread: the event loop turns while a photo decodes', async () => {
    let finished = false
    const decoding = decodeHeic(heicFixture('bench-12mp.heic')).then((decoded) => {
      finished = true
      return decoded
    })
    await new Promise((resolve) => setImmediate(resolve))
    expect(finished).toBe(false)
    expect(await decoding).toMatchObject({ width: 4000, height: 3000, channels: 3 })
  }, 120_000)
})
