/** @jest-environment node */
import sharp from 'sharp'

import { detectFileType } from '@/lib/uploads/detectFileType'
import { processUpload } from '@/lib/uploads/processUpload'
import { UploadError, type UploadErrorCode } from '@/lib/uploads/UploadError'

import { hevcHeic, singleColourPng, withBrands } from '../support/imageContainers'
import { noisyImage } from '../support/noisyImage'

/** The stored side of an orientation-6 photo: a red block in the stored top-left corner. */
async function sidewaysPhoto(options: { profile: boolean }): Promise<Buffer> {
  const marker = await sharp({
    create: { width: 120, height: 80, channels: 3, background: '#ff0000' },
  })
    .png()
    .toBuffer()
  let image = sharp({ create: { width: 600, height: 400, channels: 3, background: '#3060a0' } })
    .composite([{ input: marker, left: 0, top: 0 }])
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Roomwise test camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
    )
  if (options.profile) image = image.withIccProfile('p3')
  return await image.jpeg({ quality: 95 }).toBuffer()
}

const solid = (width: number, height: number, colour = '#a08060') =>
  sharp({ create: { width, height, channels: 3, background: colour } })

async function pixel(jpeg: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true })
  const offset = (y * info.width + x) * info.channels
  return Array.from(data.subarray(offset, offset + 3))
}

async function refusal(file: Uint8Array): Promise<UploadError> {
  try {
    await processUpload(file)
  } catch (error) {
    if (error instanceof UploadError) return error
    throw error
  }
  throw new Error('the upload was accepted')
}

async function expectRefused(
  file: Uint8Array,
  code: UploadErrorCode,
  status: number,
  message: RegExp,
): Promise<UploadError> {
  const error = await refusal(file)
  expect({ code: error.code, status: error.status }).toEqual({ code, status })
  expect(error.message).toMatch(message)
  // The person sees our words, never the image library's.
  expect(error.message).not.toMatch(/vips|sharp|spng|libheif|heif:|jpeg:|corrupt header/i)
  return error
}

const GPS_IFD_TAG = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])]

describe('processUpload: photos it accepts', () => {
  it.each([{ profile: false }, { profile: true }])(
    'turns a sideways phone photo upright and strips its metadata (colour profile: $profile)',
    async ({ profile }) => {
      const input = await sidewaysPhoto({ profile })
      const before = await sharp(input).metadata()
      expect(before.orientation).toBe(6)
      expect(GPS_IFD_TAG.some((tag) => before.exif?.includes(tag))).toBe(true)
      expect(before.xmp).toBeDefined()

      const result = await processUpload(input)

      expect(result).toMatchObject({
        mimeType: 'image/jpeg',
        width: 400,
        height: 600,
        sourceType: 'jpeg',
        bytes: result.data.length,
      })
      const after = await sharp(result.data).metadata()
      expect(after).toMatchObject({
        format: 'jpeg',
        width: 400,
        height: 600,
        space: 'srgb',
        channels: 3,
      })
      expect(after.exif).toBeUndefined()
      expect(after.orientation).toBeUndefined()
      expect(after.xmp).toBeUndefined()
      expect(after.iptc).toBeUndefined()
      expect(after.icc).toBeUndefined()
      // Orientation 6 means "turn 90° clockwise": the stored top-left corner is now the top-right.
      const [red, green, blue] = await pixel(result.data, 360, 50)
      expect(red).toBeGreaterThan(200)
      expect(green).toBeLessThan(60)
      expect(blue).toBeLessThan(60)
      const [, , blueTopLeft] = await pixel(result.data, 30, 50)
      expect(blueTopLeft).toBeGreaterThan(120)
    },
  )

  it('accepts a PNG, flattening transparency onto white, and never enlarges it', async () => {
    const png = await sharp({
      create: { width: 900, height: 700, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer()
    const result = await processUpload(png)
    expect(result).toMatchObject({ sourceType: 'png', mimeType: 'image/jpeg' })
    expect([result.width, result.height]).toEqual([900, 700])
    expect(await pixel(result.data, 450, 350)).toEqual([255, 255, 255])
  })

  it('accepts a WebP', async () => {
    const result = await processUpload(await solid(1024, 768).webp().toBuffer())
    expect(result).toMatchObject({ sourceType: 'webp', width: 1024, height: 768 })
    expect((await sharp(result.data).metadata()).format).toBe('jpeg')
  })

  it('gives a greyscale photo back as three-channel sRGB', async () => {
    const grey = await solid(800, 600).toColourspace('b-w').png().toBuffer()
    expect((await sharp(grey).metadata()).channels).toBe(1)
    const result = await processUpload(grey)
    expect((await sharp(result.data).metadata()).channels).toBe(3)
  })

  it('shrinks a large photo so its long side is 2048 pixels', async () => {
    const result = await processUpload(await solid(5000, 3000).jpeg().toBuffer())
    expect([result.width, result.height]).toEqual([2048, 1229])
  })

  it('accepts a JPEG with the stray bytes some Android phones write, which sharp refuses by default', async () => {
    const jpeg = await solid(800, 600).jpeg().toBuffer()
    // Between two marker segments (here before the frame header), where decoders expect the next marker.
    const frameHeader = jpeg.indexOf(Buffer.from([0xff, 0xc0]))
    const quirky = Buffer.concat([
      jpeg.subarray(0, frameHeader),
      Buffer.alloc(18),
      jpeg.subarray(frameHeader),
    ])
    await expect(sharp(quirky).jpeg().toBuffer()).rejects.toThrow(/extraneous bytes/)
    expect(await processUpload(quirky)).toMatchObject({
      sourceType: 'jpeg',
      width: 800,
      height: 600,
    })
  })

  it('accepts AVIF, which is HEIF with AV1 inside', async () => {
    const avif = await solid(640, 480).avif({ quality: 50 }).toBuffer()
    const result = await processUpload(avif)
    expect(result).toMatchObject({ sourceType: 'avif', width: 640, height: 480 })
  })

  it('accepts a HEIC file when this machine can decode what is inside', async () => {
    const avif = await solid(640, 480).avif({ quality: 50 }).toBuffer()
    const heicBranded = withBrands(avif, 'heic', ['mif1', 'heic', 'miaf'])
    const result = await processUpload(heicBranded)
    expect(result).toMatchObject({ sourceType: 'heic', width: 640, height: 480 })
  })
})

describe('processUpload: files it refuses', () => {
  it('refuses an empty file', async () => {
    await expectRefused(Buffer.alloc(0), 'empty', 400, /empty/)
  })

  it('refuses a file over 10 MB, naming the limit', async () => {
    const jpeg = await solid(400, 400).jpeg().toBuffer()
    const eleven = Buffer.concat([jpeg, Buffer.alloc(11 * 1024 * 1024 - jpeg.length)])
    await expectRefused(eleven, 'too_large', 413, /10 MB/)
  })

  it.each<[string, () => Buffer | Promise<Buffer>, RegExp]>([
    [
      'a text file whatever it is called, saying it is text',
      () => Buffer.from('My living room is 4 by 5 metres, north-facing.\nPlease make it cosy.\n'),
      /plain text.*JPEG, PNG, WebP or HEIC/,
    ],
    [
      'an SVG drawing',
      () =>
        Buffer.from(
          '<?xml version="1.0"?>\n<!-- room -->\n<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300"/></svg>',
        ),
      /SVG drawing/,
    ],
    [
      'a web page',
      () => Buffer.from('<!DOCTYPE html><html><body><img src="room.jpg"></body></html>'),
      /web page \(HTML\)/,
    ],
    [
      'a PDF',
      () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
      /PDF document/,
    ],
    ['a GIF', () => solid(400, 300).gif().toBuffer(), /GIF images are not supported/],
    [
      'bytes that are no known format',
      () => Buffer.from(Array.from({ length: 2048 }, (_, index) => (index * 97 + 13) % 251)),
      /could not recognise this file as an image/,
    ],
  ])('refuses %s', async (_what, bytes, message) => {
    await expectRefused(await bytes(), 'unsupported_type', 415, message)
  })

  it('refuses a tiny file that would decode to 400 megapixels, before decoding it', async () => {
    const bomb = singleColourPng(20000, 20000)
    expect(bomb.length).toBeLessThan(100 * 1024)
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 20000,
      height: 20000,
    })
    await expectRefused(bomb, 'too_many_pixels', 422, /too large in pixels \(20000 × 20000\)/)
  })

  it('refuses an image more than 12,000 pixels on one side', async () => {
    await expectRefused(
      singleColourPng(13000, 400),
      'too_many_pixels',
      422,
      /too large in pixels.*12,000/,
    )
  })

  it('asks for a larger photo when the image is too small', async () => {
    await expectRefused(
      await solid(320, 200).jpeg().toBuffer(),
      'too_small',
      422,
      /too small \(320 × 200 pixels\).*larger photo/,
    )
  })

  it('refuses a JPEG cut off part-way, rather than filling the rest with grey', async () => {
    const jpeg = await noisyImage(1600, 1200).jpeg({ quality: 90 }).toBuffer()
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length * 0.7))
    // The header is intact and a lenient decode pads the missing part, so only a strict decode notices.
    expect((await sharp(truncated).metadata()).width).toBe(1600)
    expect((await sharp(truncated, { failOn: 'none' }).jpeg().toBuffer()).length).toBeGreaterThan(0)
    await expectRefused(truncated, 'damaged', 422, /damaged or incomplete/)
  })

  it('refuses a file whose header is cut off or garbled', async () => {
    const jpeg = await solid(800, 600).jpeg().toBuffer()
    await expectRefused(jpeg.subarray(0, 120), 'damaged', 422, /damaged/)
    await expectRefused(
      Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), Buffer.alloc(200, 7)]),
      'damaged',
      422,
      /damaged/,
    )
  })

  it('refuses a truncated PNG', async () => {
    const png = await noisyImage(800, 600).png().toBuffer()
    await expectRefused(png.subarray(0, Math.floor(png.length * 0.6)), 'damaged', 422, /damaged/)
  })

  it('refuses a HEIC whose HEVC data no decoder can read as damaged (sharp has none; libheif fails on it)', async () => {
    const heic = hevcHeic(4032, 3024)
    expect(await sharp(heic).metadata()).toMatchObject({
      format: 'heif',
      compression: 'hevc',
      width: 4032,
    })
    await expectRefused(heic, 'damaged', 422, /damaged or incomplete/)
  }, 60_000)
})

describe('detectFileType', () => {
  const iso = (major: string, ...compatible: string[]) => {
    const brands = Buffer.from(major + '\0\0\0\0' + compatible.join(''), 'latin1')
    const size = Buffer.alloc(4)
    size.writeUInt32BE(8 + brands.length)
    return Buffer.concat([size, Buffer.from('ftyp'), brands, Buffer.alloc(32)])
  }

  it.each([
    ['JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'jpeg'],
    ['PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'png'],
    ['WebP', Buffer.from('RIFF\x10\0\0\0WEBPVP8 ', 'latin1'), 'webp'],
    ['iPhone HEIC', iso('heic', 'mif1', 'heic'), 'heic'],
    ['generic HEIF holding HEVC', iso('mif1', 'mif1', 'heic'), 'heic'],
    ['AVIF', iso('avif', 'mif1', 'avif', 'miaf'), 'avif'],
    ['generic HEIF', iso('mif1', 'mif1', 'miaf'), 'heif'],
  ])('recognises %s from its bytes', (_name, bytes, type) => {
    expect(detectFileType(bytes)).toEqual({ accepted: true, type })
  })

  it.each([
    ['GIF', Buffer.from('GIF89a\x01\0\x01\0', 'latin1'), 'gif'],
    ['TIFF', Buffer.from('II*\0\x08\0\0\0', 'latin1'), 'tiff'],
    [
      'BMP',
      Buffer.concat([
        Buffer.from('BM'),
        Buffer.from([0x36, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 0x28, 0, 0xff]),
      ]),
      'bmp',
    ],
    ['PDF after junk', Buffer.from('\r\n\x00\x01junk%PDF-1.4\n', 'latin1'), 'pdf'],
    [
      'SVG with a BOM and XML declaration',
      Buffer.from('\uFEFF<?xml version="1.0"?><svg></svg>'),
      'svg',
    ],
    ['HTML', Buffer.from('  <html lang="en"><head><title>x</title></head></html>'), 'html'],
    ['UTF-8 text', Buffer.from('Wohnzimmer, 20 m², Südseite'), 'text'],
    [
      'UTF-16 text',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('living room', 'utf16le')]),
      'text',
    ],
    ['MP4 video', iso('isom', 'isom', 'mp42'), 'video'],
    ['iPhone video', iso('qt  ', 'qt  '), 'video'],
    ['ZIP archive', Buffer.from('PK\x03\x04\x14\0\0\0\x08\0', 'latin1'), 'unknown'],
  ])('names %s as a file it refuses', (_name, bytes, kind) => {
    expect(detectFileType(bytes)).toEqual({ accepted: false, kind })
  })
})
