import type { EngineOutput } from '../../types'

const DATA_URI = /^data:(image\/(?:png|jpeg|jpg|webp));base64,([A-Za-z0-9+/=\s]+)$/

/** Cog without --upload-url returns file outputs as base64 data URIs. */
export function imagesFromOutput(output: unknown): EngineOutput[] {
  const items = Array.isArray(output) ? output : [output]
  if (items.length === 0) throw new Error('The model server returned no image.')
  return items.map((item) => {
    const match = typeof item === 'string' ? DATA_URI.exec(item) : null
    if (!match)
      throw new Error(
        'The model server returned something other than a data URI image (is it started with --upload-url?).',
      )
    const mimeType = match[1] === 'image/jpg' ? 'image/jpeg' : match[1]
    return {
      mimeType: mimeType as EngineOutput['mimeType'],
      data: Buffer.from(match[2]!.replace(/\s/g, ''), 'base64'),
    }
  })
}
