import sharp from 'sharp'

/** A small real PNG, made on the spot so no binary fixture lives in the repository. */
export const tinyPng = (): Promise<Buffer> =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#a4461f' } })
    .png()
    .toBuffer()
