import sharp from 'sharp'

/** The error a prediction fails with when its input cannot be used; shown as the prediction's error. */
export class UnusableInput extends Error {
  override name = 'UnusableInput'
}

/** The bytes of a data URI input, or undefined for anything else (tests use it to read what was sent). */
export const decodeDataUri = (value: unknown): Buffer | undefined => {
  const match = typeof value === 'string' ? /^data:[^;]+;base64,(.+)$/.exec(value) : null
  return match ? Buffer.from(match[1]!, 'base64') : undefined
}

/**
 * The stand-in's "model": the input photo tinted warm orange, so a test can tell a result from the
 * photo it came from (the result's red channel outweighs its blue one, whatever the photo was). An
 * inpainting model tints only where its mask is white and returns the rest of the photo as it was.
 */
export async function renderOutput(
  imageInput: unknown,
  format: 'png' | 'jpg',
  maskInput?: unknown,
): Promise<Buffer> {
  const photo = decodeDataUri(imageInput)
  const source = photo
    ? sharp(photo)
    : sharp({
        create: { width: 512, height: 384, channels: 3, background: { r: 128, g: 128, b: 128 } },
      })
  let tinted = source.tint({ r: 255, g: 140, b: 40 })
  const mask = decodeDataUri(maskInput)
  if (photo && mask) {
    const [image, painted] = await Promise.all([sharp(photo).metadata(), sharp(mask).metadata()])
    if (image.width !== painted.width || image.height !== painted.height)
      throw new UnusableInput('Mask must have the same size as image')
    // The tinted photo shows through the mask's white; the original photo everywhere else.
    const alpha = await sharp(mask)
      .flatten({ background: '#000' })
      .toColourspace('b-w')
      .raw()
      .toBuffer()
    // Two pipelines: sharp applies tint after joinChannel within one, which would drop the alpha.
    const tint = await sharp(photo).removeAlpha().tint({ r: 255, g: 140, b: 40 }).raw().toBuffer()
    const raw = { width: image.width!, height: image.height! }
    const overlay = await sharp(tint, { raw: { ...raw, channels: 3 } })
      .joinChannel(alpha, { raw: { ...raw, channels: 1 } })
      .png()
      .toBuffer()
    tinted = sharp(photo)
      .removeAlpha()
      .composite([{ input: overlay }])
  }
  return format === 'jpg' ? tinted.jpeg({ quality: 85 }).toBuffer() : tinted.png().toBuffer()
}

/** A model that broke the room: another room's walls, window and door, at the photo's size. */
export async function otherRoom(imageInput: unknown, format: 'png' | 'jpg'): Promise<Buffer> {
  const photo = decodeDataUri(imageInput)
  const { width = 512, height = 384 } = photo ? await sharp(photo).metadata() : {}
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#c9b8a0"/>
    <polygon points="0,0 ${width * 0.3},${height * 0.2} ${width * 0.3},${height * 0.85} 0,${height}" fill="#a8957c"/>
    <rect y="${height * 0.85}" width="100%" height="${height * 0.15}" fill="#4d3b2a"/>
    <rect x="${width * 0.05}" y="${height * 0.3}" width="${width * 0.12}" height="${height * 0.55}" fill="#6b4f36"/>
    <rect x="${width * 0.38}" y="${height * 0.08}" width="${width * 0.18}" height="${height * 0.6}" fill="#e8f1f7" stroke="#333" stroke-width="8"/>
    <rect x="${width * 0.62}" y="${height * 0.55}" width="${width * 0.3}" height="${height * 0.3}" fill="#2f3b45"/>
  </svg>`
  const image = sharp(Buffer.from(svg))
  return format === 'jpg' ? image.jpeg({ quality: 85 }).toBuffer() : image.png().toBuffer()
}
