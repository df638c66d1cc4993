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
  return withPhotoNoise(svg, TEXTURED_ROOM)
}

/** The SVG rendered with Gaussian noise (sigma 10 grey levels) as a phone's sensor adds, as a JPEG. */
async function withPhotoNoise(svg: string, size: { width: number; height: number }) {
  const noise = await sharp({
    create: {
      ...size,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 10 },
    },
  })
    .raw()
    .toBuffer()
  const base = await sharp(Buffer.from(svg)).flatten().raw().toBuffer()
  // Clamped: a pale wall plus noise must not wrap round to black.
  const noisy = Uint8ClampedArray.from(base, (value, i) => value + noise[i]! - 128)
  return sharp(noisy, { raw: { ...size, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer()
}

export const FURNISHED_ROOM = { width: 1536, height: 1152 }

/** Where a furnished room's parts are, as shares of the width and height. */
export type RoomLayout = {
  /** The back wall's left, right, top (ceiling line) and bottom (floor line). */
  wall: { left: number; right: number; top: number; bottom: number }
  window: { left: number; top: number; width: number; height: number }
  /** A door on the back wall, standing on the floor line; none when `false` (filled in with wall). */
  door: { left: number; width: number; height: number } | false
  sofa: { left: number; width: number }
  colours: {
    wall: string
    side: string
    ceiling: string
    floor: string
    sofa: string
    door: string
  }
}

export const FRONT_ROOM: RoomLayout = {
  wall: { left: 0.16, right: 0.84, top: 0.14, bottom: 0.7 },
  window: { left: 0.2, top: 0.24, width: 0.26, height: 0.26 },
  door: { left: 0.62, width: 0.13, height: 0.42 },
  sofa: { left: 0.2, width: 0.36 },
  colours: {
    wall: '#d8d0c2',
    side: '#c6bcac',
    ceiling: '#ece8e0',
    floor: '#8a6a4c',
    sofa: '#56687a',
    door: '#7a5a3e',
  },
}

/** Another room: seen from a corner, window on the right, door on the left, lower ceiling. */
export const CORNER_ROOM: RoomLayout = {
  wall: { left: 0.42, right: 0.98, top: 0.26, bottom: 0.62 },
  window: { left: 0.7, top: 0.3, width: 0.16, height: 0.18 },
  door: { left: 0.46, width: 0.1, height: 0.3 },
  sofa: { left: 0.58, width: 0.3 },
  colours: FRONT_ROOM.colours,
}

/**
 * A furnished room in perspective: ceiling, side and back walls, floor, a window with mullions,
 * a panelled door, a sofa and a rug, with photo-like noise. `layout` moves its parts.
 */
export async function furnishedRoom(layout: RoomLayout = FRONT_ROOM): Promise<Buffer> {
  const { width: W, height: H } = FURNISHED_ROOM
  const { wall, window: win, door, sofa, colours } = layout
  const [l, r, t, b] = [wall.left * W, wall.right * W, wall.top * H, wall.bottom * H]
  const [wx, wy, ww, wh] = [win.left * W, win.top * H, win.width * W, win.height * H]
  const doorSvg = door
    ? `<rect x="${door.left * W}" y="${b - door.height * H}" width="${door.width * W}" height="${door.height * H}" fill="${colours.door}" stroke="#f4f0e8" stroke-width="10"/>
       <rect x="${door.left * W + 18}" y="${b - door.height * H + 24}" width="${door.width * W - 36}" height="${door.height * H * 0.4}" fill="none" stroke="#5e4430" stroke-width="5"/>
       <circle cx="${(door.left + door.width) * W - 22}" cy="${b - door.height * H * 0.48}" r="7" fill="#d8c070"/>`
    : ''
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <rect width="${W}" height="${H}" fill="${colours.ceiling}"/>
    <polygon points="0,0 ${l},${t} ${l},${b} 0,${H}" fill="${colours.side}"/>
    <polygon points="${W},0 ${r},${t} ${r},${b} ${W},${H}" fill="${colours.side}"/>
    <polygon points="0,${H} ${l},${b} ${r},${b} ${W},${H}" fill="${colours.floor}"/>
    <rect x="${l}" y="${t}" width="${r - l}" height="${b - t}" fill="${colours.wall}"/>
    <rect x="${l}" y="${b - 14}" width="${r - l}" height="14" fill="#f4f0e8"/>
    <rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" fill="#b8d2e4" stroke="#f8f6f0" stroke-width="14"/>
    <line x1="${wx + ww / 2}" y1="${wy}" x2="${wx + ww / 2}" y2="${wy + wh}" stroke="#f8f6f0" stroke-width="8"/>
    <line x1="${wx}" y1="${wy + wh / 2}" x2="${wx + ww}" y2="${wy + wh / 2}" stroke="#f8f6f0" stroke-width="8"/>
    ${doorSvg}
    <ellipse cx="${(sofa.left + sofa.width / 2) * W}" cy="${b + 0.14 * H}" rx="${sofa.width * 0.7 * W}" ry="${0.07 * H}" fill="#b0746a"/>
    <rect x="${sofa.left * W}" y="${b - 0.1 * H}" width="${sofa.width * W}" height="${0.16 * H}" rx="18" fill="${colours.sofa}"/>
    <rect x="${sofa.left * W + 20}" y="${b - 0.04 * H}" width="${sofa.width * W - 40}" height="${0.05 * H}" rx="10" fill="#6a7c90"/>
  </svg>`
  return withPhotoNoise(svg, FURNISHED_ROOM)
}
