/** @jest-environment node */
import { processUpload } from '@/lib/uploads/processUpload'
import { storedPhotoSize } from '@/lib/uploads/uploadLimits'
import { roomPhoto } from '../support/roomPhoto'

describe('the stored size of a room photo', () => {
  it('keeps a photo of long side 2048 or less, and shrinks a larger one to 2048, rounded', () => {
    expect(
      [
        [1203, 905],
        [2048, 1000],
        [5000, 3333],
        [3203, 2405],
        [3024, 4032],
        [12000, 1000],
      ].map(([width, height]) => storedPhotoSize({ width: width!, height: height! })),
    ).toEqual([
      { width: 1203, height: 905 },
      { width: 2048, height: 1000 },
      { width: 2048, height: 1365 },
      { width: 2048, height: 1538 }, // 1537.77 rounds up
      { width: 1536, height: 2048 },
      { width: 2048, height: 171 },
    ])
  })

  it('is the size the upload pipeline stores, upright, so the painter and server agree', async () => {
    for (const options of [
      { width: 3203, height: 2405 },
      { width: 2405, height: 3203 },
      { width: 3203, height: 2405, rotatedExif: true },
      { width: 1203, height: 905, rotatedExif: true },
    ]) {
      const upload = await processUpload(await roomPhoto(options))
      const upright = { width: upload.uprightWidth, height: upload.uprightHeight }
      expect({ options, stored: { width: upload.width, height: upload.height } }).toEqual({
        options,
        stored: storedPhotoSize(upright),
      })
      expect(upright).toEqual({ width: options.width, height: options.height })
    }
  })
})
