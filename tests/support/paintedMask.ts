import sharp from 'sharp'

export type Rect = { left: number; top: number; width: number; height: number }

/**
 * A painted area as the studio form sends it: a PNG of `width` × `height`, white paint over `rect`
 * on a black background (or, with `transparent`, on a clear one, as some canvases export).
 */
export function paintedMask(
  width: number,
  height: number,
  rect: Rect | undefined,
  options: { transparent?: boolean } = {},
): Promise<Buffer> {
  const background = options.transparent ? 'rgba(0,0,0,0)' : '#000000'
  const paint = rect
    ? `<rect x="${rect.left}" y="${rect.top}" width="${rect.width}" height="${rect.height}" fill="#ffffff"/>`
    : ''
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${background}"/>${paint}</svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** Whether pixel (x, y) lies inside `rect`. */
export const inside = (rect: Rect, x: number, y: number) =>
  x >= rect.left && x < rect.left + rect.width && y >= rect.top && y < rect.top + rect.height
