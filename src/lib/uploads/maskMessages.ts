import { byteSize } from '@/lib/format/byteSize'
import { MASK_LIMITS, MAX_PAINTED_SHARE } from './uploadLimits'

type Size = { width: number; height: number }

const size = ({ width, height }: Size) => `${width} × ${height}`

export const maskMessages = {
  empty: () => 'The painted area is missing. Paint over the part of the photo you want to change.',
  tooLarge: () =>
    `The painted area is larger than ${byteSize(MASK_LIMITS.maxBytes)}. Clear it and paint the area again.`,
  notAnImage: () => 'The painted area must be an image (PNG). Clear it and paint the area again.',
  damaged: () =>
    'The painted area could not be read as an image. Clear it and paint the area again.',
  tooManyPixels: (mask: Size) =>
    `The painted area is too large in pixels (${size(mask)}); at most ${MASK_LIMITS.maxSide} pixels a side and ${MASK_LIMITS.maxPixels / 1_000_000} megapixels. Clear it and paint the area again.`,
  wrongShape: (mask: Size, photo: Size) =>
    `The painted area is ${size(mask)} pixels, not the shape of the photo (${size(photo)} pixels). Paint the area again on this photo.`,
  paintedTooMuch: (share: number) =>
    `About ${Math.round(share * 100)}% of the photo is painted; an area edit changes at most ${Math.round(MAX_PAINTED_SHARE * 100)}%. To redesign the whole room choose “Restyle”; otherwise erase part of the painted area.`,
  nothingPainted: () => 'Nothing is painted. Paint over the part of the photo you want to change.',
  timedOut: () => 'The painted area took too long to read. Clear it and paint the area again.',
}
