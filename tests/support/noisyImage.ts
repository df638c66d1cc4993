import sharp from 'sharp'

/**
 * A grey image of Gaussian noise. Noise compresses badly, as a real photo does: a JPEG of it has a
 * phone photo's size, and a cut-off file loses real image data. (sharp's types want a background
 * even with noise.)
 */
export const noisyImage = (width: number, height: number, sigma = 40) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
