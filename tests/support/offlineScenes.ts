import sharp from 'sharp'

// The synthetic rooms the offline engine's tests recolour, each drawn at a fixed size.

/**
 * A cool-toned room as SVG, for the offline engine's colour tests: a wall fading from pale
 * blue-grey down to `wallBottom`, a slate floor from `floorTop` to the bottom edge, and
 * `furniture` (SVG elements) drawn over both.
 */
const coolRoomSvg = (
  { width, height }: { width: number; height: number },
  { wallBottom, floorTop }: { wallBottom: string; floorTop: number },
  furniture: string,
): string => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#c4ccd8"/><stop offset="1" stop-color="${wallBottom}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#wall)"/>
    <rect y="${floorTop}" width="${width}" height="${height - floorTop}" fill="#5d6470"/>
    ${furniture}
  </svg>`

export const ROOM_SCENE = { width: 1600, height: 1200 }

/** A cool-toned room: gradient wall, floor, a sofa, a framed picture, a round table. */
export async function roomScene(): Promise<Buffer> {
  const svg = coolRoomSvg(
    ROOM_SCENE,
    { wallBottom: '#66708a', floorTop: 820 },
    `<rect x="200" y="520" width="620" height="360" fill="#3b4d6e"/>
    <rect x="1020" y="220" width="360" height="440" fill="#e6ebf2" stroke="#1c2230" stroke-width="14"/>
    <circle cx="1180" cy="960" r="150" fill="#8aa0c0"/>`,
  )
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer()
}

export const TEXTURED_ROOM = { width: 800, height: 600 }

/**
 * A cool room with texture: a gradient wall, a floor, a sofa, kitchen cabinets in the middle band,
 * and clutter (small objects) on the floor, all under photo-like noise.
 */
export async function texturedRoom(): Promise<Buffer> {
  const clutter = Array.from(
    { length: 40 },
    (_, i) =>
      `<rect x="${40 + ((i * 97) % 700)}" y="${470 + ((i * 53) % 110)}" width="9" height="7" fill="${i % 2 ? '#d8402a' : '#f0e040'}"/>`,
  ).join('')
  const svg = coolRoomSvg(
    TEXTURED_ROOM,
    { wallBottom: '#8890a4', floorTop: 430 },
    `<rect x="60" y="300" width="260" height="160" fill="#3b4d6e"/>
    <rect x="470" y="220" width="280" height="150" fill="#b9b2a4"/>
    ${clutter}`,
  )
  const noise = await sharp({
    create: {
      ...TEXTURED_ROOM,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 10 },
    },
  })
    .raw()
    .toBuffer()
  const base = await sharp(Buffer.from(svg)).flatten().raw().toBuffer()
  const noisy = Buffer.from(base.map((value, i) => value + noise[i]! - 128))
  return sharp(noisy, { raw: { ...TEXTURED_ROOM, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer()
}
