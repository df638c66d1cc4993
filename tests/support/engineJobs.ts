import sharp from 'sharp'
import type { AsyncEngine, ProviderCheck } from '@/lib/redesign/types'

/** Polls an engine's job until it ends (bounded; the stand-in's jobs end within milliseconds). */
export async function waitForEnd(
  engine: AsyncEngine,
  providerJobId: string,
): Promise<ProviderCheck> {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    const result = await engine.check(providerJobId)
    if (result.status !== 'processing') return result
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error('the job never ended')
}

/**
 * A painted-area mask as the server hands it to engines: a single-channel PNG of the photo's size,
 * white (255) inside the rectangle, black elsewhere.
 */
export async function rectangleMask(
  width: number,
  height: number,
  rect: { left: number; top: number; width: number; height: number },
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="#000"/>
    <rect x="${rect.left}" y="${rect.top}" width="${rect.width}" height="${rect.height}" fill="#fff"/></svg>`
  return sharp(Buffer.from(svg))
    .flatten({ background: '#000' })
    .toColourspace('b-w')
    .png()
    .toBuffer()
}
