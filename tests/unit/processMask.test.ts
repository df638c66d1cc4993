import sharp from 'sharp'

import { hasPhotoShape, processMask } from '@/lib/uploads/processMask'
import { MASK_LIMITS, MAX_PAINTED_SHARE } from '@/lib/uploads/uploadLimits'

const same = { width: 40, height: 30 }

/** A PNG (40 × 30 unless told): `background` everywhere, `paint` on the left half. */
const maskPng = (background: string, paint: string, width = 40, height = 30) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
        <rect width="100%" height="100%" fill="${background}"/>
        <rect width="${width / 2}" height="${height}" fill="${paint}"/></svg>`,
    ),
  )
    .png()
    .toBuffer()

/** A flat PNG of any size, made by libvips without an SVG (cheap even at megapixels). */
const flatPng = (width: number, height: number, grey: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: grey, g: grey, b: grey } } })
    .png({ compressionLevel: 1 })
    .toBuffer()

const painted = async (data: Buffer) => {
  const { channels } = await sharp(data).metadata()
  const { data: pixels, info } = await sharp(data)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true })
  return {
    info: { ...info, channels },
    left: pixels[0],
    right: pixels[39],
    values: new Set(pixels),
  }
}

describe('a painted area', () => {
  it('counts light, opaque pixels as painted, on black or on a clear background', async () => {
    for (const background of ['#000000', 'rgba(0,0,0,0)']) {
      const mask = await processMask(await maskPng(background, '#ffffff'), same)
      expect(mask.mimeType).toBe('image/png')
      expect(await painted(mask.data)).toMatchObject({
        info: { width: 40, height: 30, channels: 1 },
        left: 255,
        right: 0,
        values: new Set([0, 255]),
      })
    }
  })

  it('leaves out dark paint and faint (half-transparent) paint', async () => {
    for (const paint of ['#606060', 'rgba(255,255,255,0.4)'])
      await expect(processMask(await maskPng('#000000', paint), same)).rejects.toMatchObject({
        status: 400,
        message: 'Nothing is painted. Paint over the part of the photo you want to change.',
      })
  })

  it('is scaled, without grey edges, to the stored photo when the photo was downscaled', async () => {
    const mask = await processMask(await maskPng('#000000', '#ffffff'), { width: 20, height: 15 })
    const { info, values, left } = await painted(mask.data)
    expect(info).toMatchObject({ width: 20, height: 15, channels: 1 })
    expect(values).toEqual(new Set([0, 255]))
    const { data } = await sharp(mask.data)
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true })
    // Each row: the left half painted, the right half not, exactly as painted.
    expect([left, data[9], data[10], data[19], data[20 * 14 + 9], data[20 * 14 + 10]]).toEqual([
      255, 255, 0, 0, 255, 0,
    ])
  })

  it('may be any size of the photo’s shape: smaller ones are scaled up, still only 0 and 255', async () => {
    for (const [width, height] of [
      [16, 12],
      [400, 300],
      [41, 30], // a pixel wider than the photo's shape: rounding, not another shape
    ] as const) {
      const mask = await processMask(await maskPng('#000000', '#ffffff', width, height), same)
      const { info, values, left, right } = await painted(mask.data)
      expect({ width, height, info, values, left, right }).toEqual({
        width,
        height,
        info: expect.objectContaining({ width: 40, height: 30, channels: 1 }),
        values: new Set([0, 255]),
        left: 255,
        right: 0,
      })
    }
  })

  it('has the photo’s shape when one scale takes each side to within a pixel of the photo’s', () => {
    const photo = { width: 2048, height: 1365 } // a 5000 × 3333 photo, as stored
    const fits = (width: number, height: number) => hasPhotoShape({ width, height }, photo)
    // The full-size painting, a quarter of it, and a painting a pixel off either way.
    expect([fits(5000, 3333), fits(1000, 667), fits(2048, 1366), fits(2049, 1364)]).toEqual([
      true,
      true,
      true,
      true,
    ])
    // Two pixels off, another shape, or turned a quarter.
    expect([fits(2048, 1367), fits(1000, 670), fits(1365, 2048), fits(2048, 2048)]).toEqual([
      false,
      false,
      false,
      false,
    ])
  })

  it('refuses from its header alone a painting larger than the limits, before decoding it', async () => {
    const cases = [
      [MASK_LIMITS.maxSide + 1, 300],
      [4000, 4001], // under 4096 a side, over 16 megapixels
    ] as const
    for (const [width, height] of cases) {
      // Not a PNG past its header: a decode would fail as damaged, not as too large.
      const header = (await flatPng(width, height, 0)).subarray(0, 200)
      await expect(processMask(header, { width, height })).rejects.toMatchObject({
        status: 422,
        message: expect.stringMatching(
          new RegExp(
            `^The painted area is too large in pixels \\(${width} × ${height}\\); at most 4096 pixels a side and 16 megapixels\\.`,
          ),
        ),
      })
    }
  })

  it('refuses a painting of (nearly) the whole photo: that is a restyle, not an area edit', async () => {
    const whole = flatPng(40, 30, 255)
    await expect(processMask(await whole, same)).rejects.toMatchObject({
      status: 400,
      code: 'painted_too_much',
      message: expect.stringMatching(/^About 100% of the photo is painted; .*choose “Restyle”/),
    })
    // The left half is well within the share an area edit may paint.
    const half = await processMask(await maskPng('#000000', '#ffffff'), same)
    expect(half.data.length).toBeGreaterThan(0)
    expect(MAX_PAINTED_SHARE).toBeLessThan(1)
  })

  it('refuses another shape, a JPEG, text and nothing, each saying what to do', async () => {
    const png = await maskPng('#000000', '#ffffff')
    const jpeg = await sharp(png).jpeg().toBuffer()
    const cases: [Uint8Array, number, RegExp][] = [
      [
        png,
        400,
        /^The painted area is 40 × 30 pixels, not the shape of the photo \(30 × 40 pixels\)\. Paint the area again on this photo\.$/,
      ],
      [jpeg, 415, /must be an image \(PNG\)/],
      [Buffer.from('plain text, renamed mask.png'), 415, /must be an image \(PNG\)/],
      [new Uint8Array(), 400, /missing\. Paint over/],
    ]
    const turned = { width: 30, height: 40 }
    for (const [file, status, message] of cases)
      await expect(processMask(file, file === png ? turned : same)).rejects.toMatchObject({
        status,
        message: expect.stringMatching(message),
      })
  })
})
