import sharp from 'sharp'

/**
 * The stand-in's "model": the input photo tinted warm orange, so a test can tell a result from the
 * photo it came from (the result's red channel outweighs its blue one, whatever the photo was).
 */
export async function renderOutput(imageInput: unknown, format: 'png' | 'jpg'): Promise<Buffer> {
  const match = typeof imageInput === 'string' ? /^data:[^;]+;base64,(.+)$/.exec(imageInput) : null
  const source = match
    ? sharp(Buffer.from(match[1]!, 'base64'))
    : sharp({
        create: { width: 512, height: 384, channels: 3, background: { r: 128, g: 128, b: 128 } },
      })
  const tinted = source.tint({ r: 255, g: 140, b: 40 })
  return format === 'jpg' ? tinted.jpeg({ quality: 85 }).toBuffer() : tinted.png().toBuffer()
}
