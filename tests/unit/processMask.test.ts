import sharp from 'sharp'

import { processMask } from '@/lib/uploads/processMask'

const size = { width: 40, height: 30 }
const same = { upright: size, stored: size }

/** A 40 × 30 PNG: `background` everywhere, `paint` on the left half. */
const maskPng = (background: string, paint: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30">
        <rect width="100%" height="100%" fill="${background}"/>
        <rect width="20" height="30" fill="${paint}"/></svg>`,
    ),
  )
    .png()
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
    const mask = await processMask(await maskPng('#000000', '#ffffff'), {
      upright: size,
      stored: { width: 20, height: 15 },
    })
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

  it('refuses the wrong size, a JPEG, text and nothing, each saying what to do', async () => {
    const png = await maskPng('#000000', '#ffffff')
    const jpeg = await sharp(png).jpeg().toBuffer()
    const cases: [Uint8Array, number, RegExp][] = [
      [
        png,
        400,
        /^The painted area is 40 × 30 pixels but the photo is 30 × 40\. Paint the area again on this photo\.$/,
      ],
      [jpeg, 415, /must be an image \(PNG\)/],
      [Buffer.from('plain text, renamed mask.png'), 415, /must be an image \(PNG\)/],
      [new Uint8Array(), 400, /missing\. Paint over/],
    ]
    const turned = { upright: { width: 30, height: 40 }, stored: { width: 30, height: 40 } }
    for (const [file, status, message] of cases)
      await expect(processMask(file, file === png ? turned : same)).rejects.toMatchObject({
        status,
        message: expect.stringMatching(message),
      })
  })
})
