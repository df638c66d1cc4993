import sharp from 'sharp'

/**
 * A synthetic room photo: walls, floor, a window and a sofa-like block, so engines and the upload
 * pipeline work on something with structure. Optionally stored sideways with an EXIF orientation
 * and a GPS position, as phones do.
 */
export async function roomPhoto(
  options: { width?: number; height?: number; rotatedExif?: boolean; gps?: boolean } = {},
): Promise<Buffer> {
  const width = options.width ?? 1200
  const height = options.height ?? 900
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#d9d2c5"/>
    <rect y="${height * 0.7}" width="100%" height="${height * 0.3}" fill="#8a6f52"/>
    <rect x="${width * 0.6}" y="${height * 0.15}" width="${width * 0.25}" height="${height * 0.35}" fill="#bfd6e6" stroke="#fff" stroke-width="12"/>
    <rect x="${width * 0.1}" y="${height * 0.5}" width="${width * 0.4}" height="${height * 0.22}" rx="20" fill="#5a6b7a"/>
    <circle cx="${width * 0.2}" cy="${height * 0.25}" r="${height * 0.06}" fill="#f2c14e"/>
  </svg>`
  let image = sharp(Buffer.from(svg))
  if (options.rotatedExif) image = image.rotate(-90) // stored sideways; orientation 6 says "turn me upright"
  const exif: Record<string, Record<string, string>> = {}
  if (options.gps)
    exif.IFD3 = {
      GPSLatitudeRef: 'N',
      GPSLatitude: '51/1 30/1 0/1',
      GPSLongitudeRef: 'W',
      GPSLongitude: '0/1 7/1 0/1',
    }
  return image
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: options.rotatedExif ? 6 : 1 })
    .withExif({ IFD0: { Make: 'RoomwiseTestCam' }, ...exif })
    .toBuffer()
}

/** An inspiration photo for "Match a photo's style": a warm terracotta room, unlike roomPhoto's greys. */
export const inspirationPhoto = () =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="100%" height="100%" fill="#c8633a"/>
    <rect y="420" width="100%" height="180" fill="#7a3b1e"/>
    <rect x="80" y="300" width="360" height="150" rx="18" fill="#e0a35c"/>
  </svg>`),
  )
    .jpeg({ quality: 90 })
    .toBuffer()
