import sharp from 'sharp'

import type { StandInModel } from './standInModel'
import { decodeDataUri, UnusableInput } from './outputImage'

/**
 * nightmareai/real-esrgan as its published input schema describes it (replicate.com, version
 * 42fed1c4): image (a file, required); scale, a number from 0 to 10 (default 4); face_enhance
 * (GFPGAN, default false). It answers one PNG URL. The stand-in's "upscale" is a plain resize to
 * `scale` times each side, so a test can check the factor on what is stored.
 */
export const REAL_ESRGAN: StandInModel = {
  owner: 'nightmareai',
  name: 'real-esrgan',
  version: '42fed1c4974146d4d2414e2be2c5277c7fcf05fcc3a73abf41610695738c1d7b',
  official: false,
  inputs: {
    image: { type: 'image', required: true },
    scale: { type: 'number', min: 0, max: 10 },
    face_enhance: { type: 'boolean' },
  },
  imageInput: 'image',
  outputFormat: () => 'png',
  render: async (input) => {
    const photo = decodeDataUri(input.image)
    if (!photo) throw new UnusableInput('cannot identify image file')
    const scale = typeof input.scale === 'number' ? input.scale : 4
    const { width, height } = await sharp(photo).metadata()
    if (!width || !height) throw new UnusableInput('cannot identify image file')
    return sharp(photo)
      .resize(Math.round(width * scale), Math.round(height * scale), { kernel: 'lanczos3' })
      .png({ compressionLevel: 1 })
      .toBuffer()
  },
}
